import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useServiceCategories } from '../../entities/content';
import {
  SERVICE_SORTS,
  foundServicesText,
  isServiceSort,
  useServices,
  type ServiceFilters,
} from '../../entities/service';
import { SERVICES_PAGE_SIZE, SERVICES_SEARCH_DEBOUNCE_MS } from '../../shared/config/limits';
import { toast } from '../../shared/toast';
import { Button, Pagination, SidePanel, Skeleton, StateMessage } from '../../shared/ui';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';
import {
  FILTERS_TEXT,
  ServiceFilterFields,
  priceDraftOf,
  readPriceDraft,
  type CategoriesState,
  type PriceDraft,
} from './ServiceFilters';
import {
  DEFAULT_SERVICES_STATE,
  activeFilterCount,
  readServicesUrl,
  servicesUrl,
  type ServicesUrlState,
} from './servicesUrl';
import styles from './ServicesPage.module.css';

export const SERVICES_TEXT = {
  title: 'Услуги',
  search: 'Поиск услуг',
  searchPlaceholder: 'Поиск по названию и описанию услуги',
  filters: 'Фильтры',
  apply: 'Применить фильтры',
  reset: 'Сбросить',
  sheetApply: 'Применить',
  sort: 'Сортировка',
  loading: 'Загрузка услуг...',
  empty: 'Услуги не найдены',
  emptyHint: 'Измените условия поиска или сбросьте фильтры.',
  resetFilters: 'Сбросить фильтры',
  error: 'Не удалось загрузить услуги. Пожалуйста, попробуйте позже.',
  retry: 'Повторить',
  categoryNotFound: 'Категория не найдена',
  list: 'Список услуг',
} as const;

/**
 * Spec, section 2 "Services list". The applied filters live in the address (servicesUrl.ts); the
 * search applies itself 500 ms after the last keystroke, the category as soon as it is chosen,
 * prices and price types with 'Применить фильтры' (or 'Применить' in the mobile sheet).
 */
export function ServicesPage() {
  const { filter } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  // The query string stands for the params object, which is new on every render.
  const applied = useMemo(() => readServicesUrl(filter, new URLSearchParams(search)), [filter, search]);
  const listTop = useRef<HTMLDivElement>(null);
  const formId = useId();

  const go = (next: ServicesUrlState, { replace = false } = {}) =>
    void navigate(servicesUrl(next), { replace, preventScrollReset: true });

  // Categories: the slug of the address becomes the categoryId of the call.
  const categoriesQuery = useServiceCategories();
  const categoryItems = categoriesQuery.data ?? [];
  const selected = applied.category
    ? categoryItems.find((category) => category.slug === applied.category)
    : undefined;
  const categoryUnknown = Boolean(applied.category) && categoriesQuery.isSuccess && !selected;
  const categories: CategoriesState = {
    status: categoriesQuery.isPending
      ? 'pending'
      : categoriesQuery.isError && !categoriesQuery.data
        ? 'error'
        : 'success',
    items: categoryItems,
    retry: () => void categoriesQuery.refetch(),
  };

  useEffect(() => {
    if (!categoryUnknown) return;
    toast.warning(SERVICES_TEXT.categoryNotFound);
    void navigate(servicesUrl({ ...applied, category: null, page: 1 }), {
      replace: true,
      preventScrollReset: true,
    });
  }, [categoryUnknown, applied, navigate]);

  const filters: ServiceFilters = {
    page: applied.page,
    limit: SERVICES_PAGE_SIZE,
    sort: applied.sort,
    search: applied.search,
    categoryId: selected?.id ?? null,
    priceFrom: applied.priceFrom,
    priceTo: applied.priceTo,
    priceTypes: applied.priceTypes,
  };
  const waitingForCategory = Boolean(applied.category) && !selected;
  const services = useServices(filters, { enabled: !waitingForCategory });

  // Search: typed text applies itself after the pause; an address change from outside (Back,
  // reset) writes back into the box unless the visitor is in the middle of typing.
  const [searchInput, setSearchInput] = useState(applied.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const appliedRef = useRef(applied);
  useEffect(() => {
    appliedRef.current = applied;
  }, [applied]);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  // A visitor who follows a link while the typed search still waits for its pause is leaving: the
  // browser's address has already changed while the next page loads, and the pending search must
  // not pull them back to the list.
  const typedAt = useRef<string | null>(null);
  useEffect(() => {
    if (searchTimer.current === undefined) setSearchInput(applied.search);
  }, [applied.search]);

  const applySearch = (value: string) => {
    clearTimeout(searchTimer.current);
    searchTimer.current = undefined;
    const here = window.location.pathname;
    const left = typedAt.current !== null && here !== typedAt.current && !here.startsWith('/services');
    typedAt.current = null;
    if (left) return;
    const current = appliedRef.current;
    if (value.trim() === current.search) return;
    go({ ...current, search: value.trim(), page: 1 }, { replace: true });
  };

  const onSearchChange = (value: string) => {
    typedAt.current ??= window.location.pathname;
    setSearchInput(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => applySearch(value), SERVICES_SEARCH_DEBOUNCE_MS);
  };

  // Sidebar draft of prices and types; a new applied state (or a reset) starts a fresh draft.
  const [resets, setResets] = useState(0);
  const appliedPriceKey = `${applied.priceFrom}|${applied.priceTo}|${applied.priceTypes.join(',')}|${resets}`;

  const reset = () => {
    clearTimeout(searchTimer.current);
    searchTimer.current = undefined;
    setSearchInput('');
    setResets((count) => count + 1);
    go(DEFAULT_SERVICES_STATE);
  };

  const chooseCategory = (slug: string | null) => {
    if (slug === applied.category) return;
    go({ ...applied, category: slug, page: 1 });
  };

  const applyPrices = (
    value: Pick<ServicesUrlState, 'priceFrom' | 'priceTo' | 'priceTypes'>,
    category = applied.category,
  ) => {
    go({ ...applied, ...value, category, page: 1 });
  };

  const changePage = (page: number) => {
    go({ ...applied, page });
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  // Mobile sheet: its own draft of everything, taken from the applied state when it opens.
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetCategory, setSheetCategory] = useState<string | null>(null);
  const [sheetDraft, setSheetDraft] = useState<PriceDraft>(() => priceDraftOf(applied));
  const [sheetError, setSheetError] = useState<string | undefined>();
  const openSheet = (open: boolean) => {
    if (open) {
      setSheetCategory(applied.category);
      setSheetDraft(priceDraftOf(applied));
      setSheetError(undefined);
    }
    setSheetOpen(open);
  };
  const applySheet = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPriceDraft(sheetDraft);
    if (!read.ok) {
      setSheetError(read.error);
      return;
    }
    applyPrices(read.value, sheetCategory);
    setSheetOpen(false);
  };

  const activeFilters = activeFilterCount(applied);
  const data = services.data;
  const heading = selected?.name ?? SERVICES_TEXT.title;
  const blockedByCategories = waitingForCategory && categories.status === 'error';

  let results: ReactNode;
  if (blockedByCategories) {
    results = (
      <StateMessage
        kind="error"
        title={FILTERS_TEXT.categoriesError}
        action={<Button onClick={categories.retry}>{SERVICES_TEXT.retry}</Button>}
      />
    );
  } else if (services.isPending) {
    results = (
      <>
        <p role="status" className="visually-hidden">
          {SERVICES_TEXT.loading}
        </p>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SERVICES_PAGE_SIZE }, (_, index) => (
            <ServiceCardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  } else if (services.isError && !data) {
    results = (
      <StateMessage
        kind="error"
        title={SERVICES_TEXT.error}
        action={
          <Button onClick={() => void services.refetch()} disabled={services.isFetching}>
            {SERVICES_TEXT.retry}
          </Button>
        }
      />
    );
  } else if (!data || data.services.length === 0) {
    results = (
      <StateMessage
        kind="empty"
        title={SERVICES_TEXT.empty}
        description={SERVICES_TEXT.emptyHint}
        action={<Button onClick={reset}>{SERVICES_TEXT.resetFilters}</Button>}
      />
    );
  } else {
    results = (
      <>
        <ul
          className={styles.grid}
          aria-label={SERVICES_TEXT.list}
          aria-busy={services.isPlaceholderData || undefined}
          data-stale={services.isPlaceholderData || undefined}
        >
          {data.services.map((service) => (
            <li key={service.id} className={styles.cell}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        {data.totalPages > 1 && (
          <Pagination
            page={applied.page}
            totalPages={data.totalPages}
            total={data.totalItems}
            limit={SERVICES_PAGE_SIZE}
            onPageChange={changePage}
          />
        )}
      </>
    );
  }

  // A click on a link leaves the list at once: a search still waiting for its pause is dropped in
  // the click itself, before the next page starts loading (the navigation state comes a render later).
  const onLinkClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    clearTimeout(searchTimer.current);
    searchTimer.current = undefined;
  };

  return (
    <div className={styles.page} onClickCapture={onLinkClick}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <form
          className={styles.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            applySearch(searchInput);
          }}
        >
          <label htmlFor={`${formId}-search`} className="visually-hidden">
            {SERVICES_TEXT.search}
          </label>
          <Search size={18} className={styles.searchIcon} aria-hidden="true" />
          <input
            id={`${formId}-search`}
            type="search"
            className={styles.searchInput}
            placeholder={SERVICES_TEXT.searchPlaceholder}
            value={searchInput}
            onChange={(event) => onSearchChange(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </form>
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={SERVICES_TEXT.filters}>
          <SidebarFilters
            key={appliedPriceKey}
            idPrefix={`${formId}-sidebar`}
            applied={applied}
            categories={categories}
            onCategoryChange={chooseCategory}
            onApply={applyPrices}
            onReset={reset}
          />
        </aside>

        <section className={styles.results} aria-labelledby={`${formId}-count`}>
          <div ref={listTop} className={styles.toolbar}>
            {/* The results' heading (cards are h3 below it): headings go down one level at a time. */}
            <h2 id={`${formId}-count`} className={styles.count} aria-live="polite">
              {data ? foundServicesText(data.totalItems) : <Skeleton width={140} height={18} />}
            </h2>
            <div className={styles.tools}>
              <SidePanel
                open={sheetOpen}
                onOpenChange={openSheet}
                title={SERVICES_TEXT.filters}
                trigger={
                  <Button
                    className={styles.filtersButton}
                    aria-label={
                      activeFilters > 0
                        ? `${SERVICES_TEXT.filters}: выбрано ${activeFilters}`
                        : SERVICES_TEXT.filters
                    }
                  >
                    <SlidersHorizontal size={16} aria-hidden="true" />
                    {SERVICES_TEXT.filters}
                    {activeFilters > 0 && (
                      <span className={styles.badge} aria-hidden="true">
                        {activeFilters}
                      </span>
                    )}
                  </Button>
                }
                footer={
                  <div className={styles.sheetActions}>
                    <Button
                      onClick={() => {
                        reset();
                        setSheetOpen(false);
                      }}
                    >
                      {SERVICES_TEXT.reset}
                    </Button>
                    <Button type="submit" variant="primary" form={`${formId}-sheet`}>
                      {SERVICES_TEXT.sheetApply}
                    </Button>
                  </div>
                }
              >
                <form id={`${formId}-sheet`} onSubmit={applySheet} noValidate>
                  <ServiceFilterFields
                    idPrefix={`${formId}-sheet`}
                    categories={categories}
                    category={sheetCategory}
                    onCategoryChange={setSheetCategory}
                    draft={sheetDraft}
                    onDraftChange={(draft) => {
                      setSheetDraft(draft);
                      setSheetError(undefined);
                    }}
                    priceError={sheetError}
                  />
                </form>
              </SidePanel>
              <label className={styles.sort}>
                <span className={styles.sortLabel}>{SERVICES_TEXT.sort}</span>
                <select
                  className={styles.select}
                  value={applied.sort}
                  onChange={(event) => {
                    if (isServiceSort(event.target.value))
                      go({ ...applied, sort: event.target.value, page: 1 });
                  }}
                >
                  {SERVICE_SORTS.map((sort) => (
                    <option key={sort.value} value={sort.value}>
                      {sort.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {results}
        </section>
      </div>
    </div>
  );
}

interface SidebarFiltersProps {
  idPrefix: string;
  applied: ServicesUrlState;
  categories: CategoriesState;
  onCategoryChange: (slug: string | null) => void;
  onApply: (value: Pick<ServicesUrlState, 'priceFrom' | 'priceTo' | 'priceTypes'>) => void;
  onReset: () => void;
}

/** The desktop sidebar: the category applies at once, prices and types with 'Применить фильтры'. */
function SidebarFilters({
  idPrefix,
  applied,
  categories,
  onCategoryChange,
  onApply,
  onReset,
}: SidebarFiltersProps) {
  const [draft, setDraft] = useState<PriceDraft>(() => priceDraftOf(applied));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPriceDraft(draft);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    onApply(read.value);
  };

  return (
    <form className={styles.sidebarForm} onSubmit={submit} noValidate>
      <ServiceFilterFields
        idPrefix={idPrefix}
        categories={categories}
        category={applied.category}
        onCategoryChange={onCategoryChange}
        draft={draft}
        onDraftChange={(next) => {
          setDraft(next);
          setError(undefined);
        }}
        priceError={error}
      />
      <div className={styles.sidebarActions}>
        <Button type="submit" variant="primary">
          {SERVICES_TEXT.apply}
        </Button>
        <Button onClick={onReset}>{SERVICES_TEXT.reset}</Button>
      </div>
    </form>
  );
}

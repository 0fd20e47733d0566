import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useServiceCategories } from '../../entities/content';
import {
  SERVICE_SORTS,
  foundServicesText,
  isServiceSort,
  useServices,
  type ServiceFilters,
} from '../../entities/service';
import { SERVICES_PAGE_SIZE } from '../../shared/config/limits';
import { toast } from '../../shared/toast';
import { Options, Skeleton } from '../../shared/ui';
import { FiltersSheet } from './FiltersSheet';
import type { CategoriesState } from './ServiceFilters';
import { ServicesResults } from './ServicesResults';
import { SidebarFilters } from './SidebarFilters';
import {
  DEFAULT_SERVICES_STATE,
  activeFilterCount,
  readServicesUrl,
  servicesUrl,
  type ServicesUrlState,
} from './servicesUrl';
import { SERVICES_TEXT } from './texts';
import { useServicesSearch } from './useServicesSearch';
import styles from './ServicesPage.module.css';

export { SERVICES_TEXT } from './texts';

/**
 * The services list. The applied filters live in the address (servicesUrl.ts); the
 * search applies itself 500 ms after the last keystroke (useServicesSearch), the category as soon
 * as it is chosen, prices and price types with 'Применить фильтры' (or 'Применить' in the phone's
 * sheet, FiltersSheet).
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

  const searchBox = useServicesSearch(applied, (text) =>
    go({ ...applied, search: text, page: 1 }, { replace: true }),
  );

  // Sidebar draft of prices and types; a new applied state (or a reset) starts a fresh draft.
  const [resets, setResets] = useState(0);
  const appliedPriceKey = `${applied.priceFrom}|${applied.priceTo}|${applied.priceTypes.join(',')}|${resets}`;

  const reset = () => {
    searchBox.clear();
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

  const activeFilters = activeFilterCount(applied);
  const data = services.data;
  const heading = selected?.name ?? SERVICES_TEXT.title;
  const blockedByCategories = waitingForCategory && categories.status === 'error';

  // A click on a link leaves the list at once: a search still waiting for its pause is dropped in
  // the click itself, before the next page starts loading (the navigation state comes a render later).
  const onLinkClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) searchBox.cancel();
  };

  return (
    <div className={styles.page} onClickCapture={onLinkClick}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <form
          className={styles.search}
          role="search"
          // The header's catalogue search is a search landmark too: each says what it searches.
          aria-label={SERVICES_TEXT.search}
          onSubmit={(event) => {
            event.preventDefault();
            searchBox.submit();
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
            value={searchBox.input}
            onChange={(event) => searchBox.change(event.target.value)}
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
              <FiltersSheet
                idPrefix={formId}
                applied={applied}
                activeFilters={activeFilters}
                categories={categories}
                onApply={applyPrices}
                onReset={reset}
              />
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
                  <Options of={SERVICE_SORTS.map((sort) => [sort.value, sort.label] as const)} />
                </select>
              </label>
            </div>
          </div>
          <ServicesResults
            services={services}
            page={applied.page}
            blockedByCategories={blockedByCategories}
            categories={categories}
            onPageChange={changePage}
            onReset={reset}
          />
        </section>
      </div>
    </div>
  );
}

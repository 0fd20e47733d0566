import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  categoryPath,
  findCategoryTrail,
  useCategoryFilters,
  useCategoryTree,
  type Category,
} from '../../entities/category';
import { CategoryDrillDown, CategorySidebar } from '../../features/categories';
import {
  ProductCard,
  ProductCardSkeleton,
  useCatalogSummary,
  useProducts,
  type CatalogCardExtras,
  type ProductListParams,
} from '../../entities/product';
import { PickedOffersBar, PickOfferForQuote } from '../../features/quote-requests';
import { responseMessage, useLoadFailureToast } from '../../shared/api';
import { CATALOG_PAGE_SIZE, FIRST_ROW_CARDS } from '../../shared/config/limits';
import { useIsFirstLocation } from '../../shared/lib';
import { pluralRu } from '../../shared/lib/plural';
import { toast } from '../../shared/toast';
import { Button, LoadingNote, Pagination, Skeleton, StateMessage } from '../../shared/ui';
import { CatalogFilters } from './CatalogFilters';
import { CatalogNarrowing } from './CatalogNarrowing';
import { SearchParts } from './SearchParts';
import {
  NO_NARROWING,
  isNarrowed,
  readCatalogQuery,
  writeCatalogQuery,
  type CatalogQuery,
} from './catalogQuery';
import styles from './CatalogPage.module.css';

export const CATALOG_TEXT = {
  title: 'Каталог',
  searchTitle: 'Результаты поиска по запросу',
  loadingProducts: 'Загрузка товаров...',
  loadingCategories: 'Загрузка категорий...',
  empty: 'Товары не найдены',
  emptyFiltered: 'Попробуйте снять фильтры или выбрать другой раздел каталога.',
  emptySearch: 'Проверьте написание или поищите по другому названию, номеру или ГОСТ.',
  emptyCategory: 'В этом разделе пока нет опубликованных товаров.',
  resetFilters: 'Сбросить фильтры',
  allCatalog: 'Весь каталог',
  error: 'Не удалось загрузить товары',
  retry: 'Повторить',
  categoryNotFound: 'Категория не найдена',
  productsLabel: 'Товары',
  found: (count: number) => `Найдено: ${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])}`,
} as const;

const SKELETON_CARDS = Array.from({ length: CATALOG_PAGE_SIZE }, (_, index) => index);

/**
 * '/catalog' and '/catalog/{category}': the category tree (a sidebar on
 * desktop, a drill-down list on phones), the heading, the name and quality filters, and the
 * published products of the chosen category, 12 per page. Page, filters and search live in the
 * URL; choosing a category goes to its own URL without them, which resets page and filters.
 */
export function CatalogPage() {
  const { category: slug } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = readCatalogQuery(searchParams);
  const listRef = useRef<HTMLElement>(null);

  const tree = useCategoryTree();
  const categories = tree.data ?? [];
  const trail = (slug && tree.data && findCategoryTrail(tree.data, slug)) || [];
  const selected = trail.at(-1);
  // With a slug the products wait for the tree: the category's id comes from it.
  const resolvingCategory = Boolean(slug) && !selected;
  // A failed tree is only logged (by the query cache); the lists stay empty.
  const categoryUnresolvable = resolvingCategory && tree.isError;

  // A slug that is not in the tree: back to the catalogue root. On the first load of the site (an
  // old bookmark, a link from outside, a reload) quietly; reached inside the running app (a link
  // from any page, the back button) with a warning.
  const firstLoad = useIsFirstLocation();
  const unknownSlug = Boolean(slug) && tree.isSuccess && !selected;
  useEffect(() => {
    if (!unknownSlug) return;
    if (!firstLoad) toast.warning(CATALOG_TEXT.categoryNotFound);
    void navigate(
      { pathname: '/catalog', search: writeCatalogQuery({ search: query.search }) },
      { replace: true },
    );
  }, [unknownSlug, firstLoad, navigate, query.search]);

  const filters = useCategoryFilters(selected?.id);

  const params: ProductListParams = {
    page: query.page,
    limit: CATALOG_PAGE_SIZE,
    search: query.search || undefined,
    categoryId: selected?.id,
    includeSubcategories: selected ? true : undefined,
    name: query.name ?? undefined,
    quality: query.quality ?? undefined,
    // The filters beside the spec's (ADR 0066): sent only when chosen.
    priceFrom: query.priceFrom,
    priceTo: query.priceTo,
    inStock: query.inStock,
    conditions: query.conditions,
    supplierIds: query.suppliers,
    cities: query.cities,
    leadTimeMax: query.leadTime,
    sort: query.sort,
  };
  const products = useProducts(params, { enabled: !resolvingCategory });
  // Facet counts and the cards' cities and parts, beside the spec's list (its answer stays as it is).
  const summary = useCatalogSummary(params, { enabled: !resolvingCategory });
  const extras = new Map((summary.data?.cards ?? []).map((card) => [card.id, card]));
  useLoadFailureToast(
    products.error,
    products.errorUpdatedAt,
    (error) => responseMessage(error) ?? CATALOG_TEXT.error,
  );

  const setQuery = (next: Partial<CatalogQuery>) => {
    void navigate({ search: writeCatalogQuery({ ...query, ...next }) });
  };

  const selectCategory = (category: Category) => {
    if (category.id === selected?.id) return;
    void navigate(categoryPath(category.slug));
  };
  const selectRoot = () => {
    if (!slug) return;
    void navigate('/catalog');
  };
  const goBack = () => {
    const parent = trail.at(-2);
    void navigate(parent ? categoryPath(parent.slug) : '/catalog');
  };

  const toggleName = (name: string) =>
    setQuery(name === query.name ? { name: null, quality: null, page: 1 } : { name, page: 1 });
  const toggleQuality = (quality: string) =>
    setQuery({ quality: quality === query.quality ? null : quality, page: 1 });
  const resetFilters = () => setQuery({ name: null, quality: null, ...NO_NARROWING, page: 1 });
  const narrow = (next: Partial<CatalogQuery>) => setQuery({ ...next, page: 1 });
  const resetNarrowing = () => setQuery({ ...NO_NARROWING, sort: query.sort, page: 1 });

  const changePage = (page: number) => {
    setQuery({ page });
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  };

  // A page past the end (the list shrank, or an edited URL): go to the last one.
  const lastPage = products.data?.totalPages;
  const pastTheEnd =
    products.isSuccess && !products.isPlaceholderData && lastPage !== undefined && query.page > lastPage;
  useEffect(() => {
    if (!pastTheEnd || lastPage === undefined) return;
    void navigate(
      { search: writeCatalogQuery({ ...readCatalogQuery(searchParams), page: lastPage }) },
      { replace: true },
    );
  }, [pastTheEnd, lastPage, navigate, searchParams]);

  const heading = query.search
    ? `${CATALOG_TEXT.searchTitle} ${query.search}`
    : (selected?.name ?? (slug && tree.isPending ? null : CATALOG_TEXT.title));

  const categoryState = tree.isPending ? <CategoriesLoading /> : null;

  const filtersActive = Boolean(query.name) || isNarrowed(query);
  const total = products.data?.total;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title} aria-busy={heading === null || undefined}>
          {heading ?? (
            <>
              <span className="visually-hidden">{CATALOG_TEXT.title}</span>
              <Skeleton width="min(320px, 70%)" height="1em" className={styles.titleSkeleton} />
            </>
          )}
        </h1>
        <p className={styles.summary} aria-live="polite">
          {query.search && selected ? `Раздел: ${selected.name}. ` : ''}
          {products.isSuccess && total !== undefined && total > 0 ? CATALOG_TEXT.found(total) : ''}
        </p>
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          {categoryState ?? (
            <CategorySidebar
              categories={categories}
              trail={trail}
              onSelect={selectCategory}
              onSelectRoot={selectRoot}
            />
          )}
        </aside>

        <div className={styles.content}>
          <div className={styles.mobileCategories}>
            {categoryState ?? (
              <CategoryDrillDown
                categories={categories}
                trail={trail}
                onSelect={selectCategory}
                onBack={goBack}
              />
            )}
          </div>

          {selected && (
            <CatalogFilters
              names={filters.data?.name ?? []}
              qualities={filters.data?.quality ?? []}
              name={query.name}
              quality={query.quality}
              onNameToggle={toggleName}
              onQualityToggle={toggleQuality}
            />
          )}

          <CatalogNarrowing
            query={query}
            facets={summary.data?.facets}
            onChange={narrow}
            onReset={resetNarrowing}
          />

          {query.search && <SearchParts search={query.search} />}

          <PickedOffersBar />

          <section ref={listRef} className={styles.results} aria-label={CATALOG_TEXT.productsLabel}>
            <CatalogResults
              products={products}
              extras={extras}
              blockedByCategories={resolvingCategory}
              categoryUnresolvable={categoryUnresolvable}
              page={query.page}
              onPageChange={changePage}
              onRetry={() => void products.refetch()}
              empty={{
                description: filtersActive
                  ? CATALOG_TEXT.emptyFiltered
                  : query.search
                    ? CATALOG_TEXT.emptySearch
                    : CATALOG_TEXT.emptyCategory,
                action: filtersActive ? (
                  <Button size="small" onClick={resetFilters}>
                    {CATALOG_TEXT.resetFilters}
                  </Button>
                ) : slug || query.search ? (
                  <Button size="small" onClick={() => void navigate('/catalog')}>
                    {CATALOG_TEXT.allCatalog}
                  </Button>
                ) : undefined,
              }}
            />
          </section>
        </div>
      </div>
    </div>
  );
}

interface CatalogResultsProps {
  products: ReturnType<typeof useProducts>;
  /** The cards' cities and parts by product id (absent ones show the spec's card facts only). */
  extras: ReadonlyMap<number, CatalogCardExtras>;
  blockedByCategories: boolean;
  /** The category of the URL cannot be resolved because the tree failed to load. */
  categoryUnresolvable: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  empty: { description: string; action?: ReactNode };
}

function CatalogResults({
  products,
  extras,
  blockedByCategories,
  categoryUnresolvable,
  page,
  onPageChange,
  onRetry,
  empty,
}: CatalogResultsProps) {
  const { data } = products;
  const emptyState = (
    <StateMessage
      kind="empty"
      title={CATALOG_TEXT.empty}
      description={empty.description}
      action={empty.action}
    />
  );
  if (categoryUnresolvable) return emptyState;

  if (products.isError && !products.isFetching) {
    return (
      <StateMessage
        kind="error"
        title={CATALOG_TEXT.error}
        description={responseMessage(products.error)}
        action={<Button onClick={onRetry}>{CATALOG_TEXT.retry}</Button>}
      />
    );
  }

  if (
    !data ||
    (blockedByCategories && !products.isPlaceholderData) ||
    (products.isError && products.isFetching)
  ) {
    return (
      <div className={styles.resultsBody}>
        <p role="status" className={styles.status}>
          {CATALOG_TEXT.loadingProducts}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {SKELETON_CARDS.map((index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (data.products.length === 0) return emptyState;

  const busy = products.isPlaceholderData || blockedByCategories;
  return (
    <div className={styles.resultsBody} aria-busy={busy || undefined}>
      {busy && <LoadingNote>{CATALOG_TEXT.loadingProducts}</LoadingNote>}
      <ul className={busy ? `${styles.grid} ${styles.stale}` : styles.grid}>
        {data.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              extras={extras.get(Number(product.id)) ?? { cities: [], part: null }}
              headingLevel={2}
              firstInView={index < FIRST_ROW_CARDS}
              extra={
                typeof product.id === 'number' && (
                  <PickOfferForQuote productId={product.id} name={product.name} />
                )
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        page={Math.min(page, data.totalPages)}
        totalPages={data.totalPages}
        total={data.total}
        limit={CATALOG_PAGE_SIZE}
        onPageChange={onPageChange}
      />
    </div>
  );
}

function CategoriesLoading() {
  return (
    <div className={styles.categoriesLoading}>
      <p role="status" className={styles.status}>
        {CATALOG_TEXT.loadingCategories}
      </p>
      <div aria-hidden="true" className={styles.categoriesSkeleton}>
        {[70, 55, 80, 60, 45, 75, 65, 50].map((width, index) => (
          <Skeleton key={index} width={`${width}%`} height={12} />
        ))}
      </div>
    </div>
  );
}

export default CatalogPage;

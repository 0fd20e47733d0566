import type { ServiceCategory } from '../../entities/content';
import { PRICE_TYPE_FILTERS, type PriceType } from '../../entities/service';
import { Button, Skeleton } from '../../shared/ui';
import { parsePrice, type ServicesUrlState } from './servicesUrl';
import styles from './ServiceFilters.module.css';

export const FILTERS_TEXT = {
  category: 'Категория',
  allCategories: 'Все категории',
  categoriesError: 'Не удалось загрузить категории услуг',
  retry: 'Повторить',
  price: 'Цена, ₽',
  priceFrom: 'от',
  priceTo: 'до',
  priceOrder: 'Цена «от» не может быть больше цены «до»',
  priceType: 'Тип цены',
} as const;

/** Prices and price types being edited; they apply with 'Применить фильтры' / 'Применить'. */
export interface PriceDraft {
  priceFrom: string;
  priceTo: string;
  priceTypes: PriceType[];
}

export function priceDraftOf(
  state: Pick<ServicesUrlState, 'priceFrom' | 'priceTo' | 'priceTypes'>,
): PriceDraft {
  return {
    priceFrom: state.priceFrom === null ? '' : String(state.priceFrom),
    priceTo: state.priceTo === null ? '' : String(state.priceTo),
    priceTypes: [...state.priceTypes],
  };
}

/** The draft as filters, or the message that stops it from applying. */
export function readPriceDraft(
  draft: PriceDraft,
):
  | { ok: true; value: Pick<ServicesUrlState, 'priceFrom' | 'priceTo' | 'priceTypes'> }
  | { ok: false; error: string } {
  const priceFrom = parsePrice(draft.priceFrom);
  const priceTo = parsePrice(draft.priceTo);
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
    return { ok: false, error: FILTERS_TEXT.priceOrder };
  // Keep the spec's order of the types, whatever order they were ticked in.
  const priceTypes = PRICE_TYPE_FILTERS.map((type) => type.value).filter((type) =>
    draft.priceTypes.includes(type),
  );
  return { ok: true, value: { priceFrom, priceTo, priceTypes } };
}

interface CategoryNode {
  category: ServiceCategory;
  children: ServiceCategory[];
}

/** Roots in the server's order, each with its children; a child whose parent is unknown is a root. */
export function categoryTree(categories: readonly ServiceCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((category) => category.id));
  const roots = categories.filter((category) => category.parentId === null || !ids.has(category.parentId));
  return roots.map((category) => ({
    category,
    children: categories.filter((child) => child.parentId === category.id && child.id !== category.id),
  }));
}

export interface CategoriesState {
  status: 'pending' | 'error' | 'success';
  items: readonly ServiceCategory[];
  retry: () => void;
}

export interface ServiceFilterFieldsProps {
  /** Unique per form: the sidebar and the sheet can be on the page together. */
  idPrefix: string;
  categories: CategoriesState;
  category: string | null;
  onCategoryChange: (slug: string | null) => void;
  draft: PriceDraft;
  onDraftChange: (draft: PriceDraft) => void;
  priceError?: string;
}

/** The filter fields of the services list: category radios, price from/to, price types. */
export function ServiceFilterFields({
  idPrefix,
  categories,
  category,
  onCategoryChange,
  draft,
  onDraftChange,
  priceError,
}: ServiceFilterFieldsProps) {
  const radioName = `${idPrefix}-category`;
  const priceErrorId = `${idPrefix}-price-error`;

  const priceInput = (field: 'priceFrom' | 'priceTo') => (
    <label className={styles.priceField}>
      <span className={styles.priceLabel} aria-hidden="true">
        {field === 'priceFrom' ? FILTERS_TEXT.priceFrom : FILTERS_TEXT.priceTo}
      </span>
      <input
        aria-label={`Цена ${field === 'priceFrom' ? FILTERS_TEXT.priceFrom : FILTERS_TEXT.priceTo}`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        name={field}
        className={styles.input}
        value={draft[field]}
        placeholder={field === 'priceFrom' ? '0' : '∞'}
        aria-invalid={priceError ? true : undefined}
        aria-describedby={priceError ? priceErrorId : undefined}
        onChange={(event) => onDraftChange({ ...draft, [field]: event.target.value.replace('-', '') })}
      />
    </label>
  );

  const radio = (slug: string | null, label: string, nested = false) => (
    <label className={nested ? `${styles.option} ${styles.nested}` : styles.option}>
      <input
        type="radio"
        name={radioName}
        value={slug ?? ''}
        checked={category === slug}
        onChange={() => onCategoryChange(slug)}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <div className={styles.fields}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{FILTERS_TEXT.category}</legend>
        {categories.status === 'pending' ? (
          <div className={styles.options} aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width={`${55 + ((index * 19) % 40)}%`} height={16} />
            ))}
          </div>
        ) : (
          <ul className={styles.options}>
            <li>{radio(null, FILTERS_TEXT.allCategories)}</li>
            {categoryTree(categories.items).map(({ category: root, children }) => (
              <li key={root.id}>
                {radio(root.slug, root.name)}
                {children.length > 0 && (
                  <ul className={styles.options}>
                    {children.map((child) => (
                      <li key={child.id}>{radio(child.slug, child.name, true)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        {categories.status === 'error' && (
          <div className={styles.categoriesError} role="alert">
            <p>{FILTERS_TEXT.categoriesError}</p>
            <Button size="small" onClick={categories.retry}>
              {FILTERS_TEXT.retry}
            </Button>
          </div>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{FILTERS_TEXT.price}</legend>
        <div className={styles.prices}>
          {priceInput('priceFrom')}
          <span className={styles.dash} aria-hidden="true">
            —
          </span>
          {priceInput('priceTo')}
        </div>
        {priceError && (
          <p id={priceErrorId} className={styles.error}>
            {priceError}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{FILTERS_TEXT.priceType}</legend>
        <ul className={styles.options}>
          {PRICE_TYPE_FILTERS.map((type) => (
            <li key={type.value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name="priceType"
                  value={type.value}
                  checked={draft.priceTypes.includes(type.value)}
                  onChange={(event) =>
                    onDraftChange({
                      ...draft,
                      priceTypes: event.target.checked
                        ? [...draft.priceTypes, type.value]
                        : draft.priceTypes.filter((value) => value !== type.value),
                    })
                  }
                />
                <span>{type.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

import { Check, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { CatalogSummary } from '../../entities/product';
import { formatPrice } from '../../shared/lib/format';
import { pluralRu } from '../../shared/lib/plural';
import { Button } from '../../shared/ui';
import {
  isNarrowed,
  parseCatalogPrice,
  type CatalogCondition,
  type CatalogQuery,
  type CatalogSort,
} from './catalogQuery';
import styles from './CatalogNarrowing.module.css';

export const NARROWING_TEXT = {
  filters: 'Фильтры',
  filtersLabel: 'Фильтры каталога',
  price: 'Цена, ₽',
  priceFrom: 'Цена от',
  priceTo: 'Цена до',
  apply: 'Применить',
  priceOrder: 'Цена «от» не может быть больше цены «до»',
  priceFormat: 'Цена — число рублей от 0, копейки — не больше двух знаков',
  stock: 'Наличие',
  inStock: 'В наличии',
  condition: 'Состояние',
  supplier: 'Поставщик',
  city: 'Город',
  leadTime: 'Срок поставки',
  leadTimeStep: (days: number) => `до ${days} ${pluralRu(days, ['дня', 'дней', 'дней'])}`,
  sort: 'Сортировка',
  reset: 'Сбросить фильтры',
  range: (min: number, max: number) => `${formatPrice(min)} — ${formatPrice(max)}`,
} as const;

export const SORT_LABELS: Record<CatalogSort | 'default', string> = {
  default: 'По умолчанию',
  newest: 'Сначала новые',
  priceAsc: 'Цена по возрастанию',
  priceDesc: 'Цена по убыванию',
  name: 'По названию',
};

type Narrowing = Pick<
  CatalogQuery,
  'priceFrom' | 'priceTo' | 'inStock' | 'conditions' | 'suppliers' | 'cities' | 'leadTime' | 'sort'
>;

export interface CatalogNarrowingProps {
  query: CatalogQuery;
  /** The facets of the list; absent while the first ones load. */
  facets: CatalogSummary['facets'] | undefined;
  onChange: (next: Partial<Narrowing>) => void;
  onReset: () => void;
}

const toggled = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value];

/**
 * The catalogue's filters beside the spec's 'Наименование' and 'Качество' (ADR 0066): price from
 * and to, «в наличии», condition, supplier, city and lead time, each value with the number of
 * products it would show (the server's facet counts). A chip applies at once; prices apply with
 * «Применить». On a phone the panel opens from the «Фильтры» button.
 */
export function CatalogNarrowing({ query, facets, onChange, onReset }: CatalogNarrowingProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active =
    (query.priceFrom !== null || query.priceTo !== null ? 1 : 0) +
    (query.inStock ? 1 : 0) +
    query.conditions.length +
    query.suppliers.length +
    query.cities.length +
    (query.leadTime !== null ? 1 : 0);

  return (
    <section className={styles.narrowing} aria-label={NARROWING_TEXT.filtersLabel}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          {NARROWING_TEXT.filters}
          {active > 0 && <span className={styles.badge}>{active}</span>}
        </button>
        <SortSelect sort={query.sort} onChange={(sort) => onChange({ sort })} />
      </div>
      <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
        <PriceRange
          key={`${query.priceFrom}|${query.priceTo}`}
          query={query}
          range={facets?.price}
          onApply={onChange}
        />
        <Group title={NARROWING_TEXT.stock}>
          <Chip
            pressed={query.inStock}
            count={facets?.inStock}
            onClick={() => onChange({ inStock: !query.inStock })}
          >
            {NARROWING_TEXT.inStock}
          </Chip>
        </Group>
        <Group title={NARROWING_TEXT.condition}>
          {(facets?.conditions ?? DEFAULT_CONDITIONS).map((condition) => (
            <Chip
              key={condition.value}
              pressed={query.conditions.includes(condition.value)}
              count={facets ? condition.count : undefined}
              onClick={() =>
                onChange({ conditions: toggled(query.conditions, condition.value as CatalogCondition) })
              }
            >
              {condition.label}
            </Chip>
          ))}
        </Group>
        {facets && facets.suppliers.length > 0 && (
          <Group title={NARROWING_TEXT.supplier}>
            {facets.suppliers.map((supplier) => (
              <Chip
                key={supplier.id}
                pressed={query.suppliers.includes(supplier.id)}
                count={supplier.count}
                onClick={() =>
                  onChange({ suppliers: toggled(query.suppliers, supplier.id).sort((a, b) => a - b) })
                }
              >
                {supplier.name ?? `Поставщик № ${supplier.id}`}
              </Chip>
            ))}
          </Group>
        )}
        {facets && facets.cities.length > 0 && (
          <Group title={NARROWING_TEXT.city}>
            {facets.cities.map((city) => (
              <Chip
                key={city.name}
                pressed={query.cities.includes(city.name)}
                count={city.count}
                onClick={() => onChange({ cities: toggled(query.cities, city.name) })}
              >
                {city.name}
              </Chip>
            ))}
          </Group>
        )}
        {facets && (
          <Group title={NARROWING_TEXT.leadTime}>
            {facets.leadTimes.map((step) => (
              <Chip
                key={step.days}
                pressed={query.leadTime === step.days}
                count={step.count}
                onClick={() => onChange({ leadTime: query.leadTime === step.days ? null : step.days })}
              >
                {NARROWING_TEXT.leadTimeStep(step.days)}
              </Chip>
            ))}
          </Group>
        )}
        {isNarrowed(query) && (
          <div className={styles.reset}>
            <Button size="small" onClick={onReset}>
              {NARROWING_TEXT.reset}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

const DEFAULT_CONDITIONS = [
  { value: 'new', label: 'Новая', count: 0 },
  { value: 'repaired', label: 'После ремонта', count: 0 },
] as const;

function SortSelect({
  sort,
  onChange,
}: {
  sort: CatalogSort | null;
  onChange: (sort: CatalogSort | null) => void;
}) {
  const id = useId();
  return (
    <span className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {NARROWING_TEXT.sort}
      </label>
      <select
        id={id}
        className={styles.select}
        value={sort ?? 'default'}
        onChange={(event) =>
          onChange(event.target.value === 'default' ? null : (event.target.value as CatalogSort))
        }
      >
        {(Object.keys(SORT_LABELS) as Array<keyof typeof SORT_LABELS>).map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </span>
  );
}

function PriceRange({
  query,
  range,
  onApply,
}: {
  query: CatalogQuery;
  range: { min: number | null; max: number | null } | undefined;
  onApply: (next: Pick<Narrowing, 'priceFrom' | 'priceTo'>) => void;
}) {
  const [from, setFrom] = useState(query.priceFrom === null ? '' : String(query.priceFrom));
  const [to, setTo] = useState(query.priceTo === null ? '' : String(query.priceTo));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const priceFrom = parseCatalogPrice(from);
    const priceTo = parseCatalogPrice(to);
    if ((from.trim() !== '' && priceFrom === null) || (to.trim() !== '' && priceTo === null))
      return setError(NARROWING_TEXT.priceFormat);
    if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
      return setError(NARROWING_TEXT.priceOrder);
    setError(null);
    onApply({ priceFrom, priceTo });
  };
  const input = (label: string, value: string, set: (value: string) => void, placeholder: string) => (
    <input
      aria-label={label}
      className={styles.priceInput}
      inputMode="decimal"
      value={value}
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => {
        set(event.target.value);
        setError(null);
      }}
    />
  );
  return (
    <Group title={NARROWING_TEXT.price}>
      <form className={styles.prices} onSubmit={submit} noValidate>
        {input(
          NARROWING_TEXT.priceFrom,
          from,
          setFrom,
          range?.min != null ? `от ${Math.floor(range.min)}` : 'от',
        )}
        <span aria-hidden="true">—</span>
        {input(NARROWING_TEXT.priceTo, to, setTo, range?.max != null ? `до ${Math.ceil(range.max)}` : 'до')}
        <Button size="small" type="submit">
          {NARROWING_TEXT.apply}
        </Button>
      </form>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Group>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <span id={titleId} className={styles.title}>
        {title}
      </span>
      <div className={styles.options}>{children}</div>
    </div>
  );
}

function Chip({
  pressed,
  count,
  onClick,
  children,
}: {
  pressed: boolean;
  count: number | undefined;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.option}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={!pressed && count === 0}
    >
      {pressed && <Check size={14} aria-hidden="true" />}
      <span>{children}</span>
      {count !== undefined && <span className={styles.count}>{count}</span>}
    </button>
  );
}

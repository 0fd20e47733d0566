import { ArrowRight, Package, Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatPrice } from '../../shared/lib/format';
import { pluralRu } from '../../shared/lib/plural';
import { partPath } from '../../entities/part';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue';
import { useProductSearch } from './api/searchProducts';
import {
  SEARCH_DEBOUNCE_MS,
  catalogSearchPath,
  isSearchable,
  productPath,
  type SearchProduct,
} from './model';
import styles from './SearchBox.module.css';

export const SEARCH_BOX_TEXT = {
  label: 'Поиск по каталогу',
  placeholder: 'Поиск запчастей: название, номер, ГОСТ',
  submit: 'Найти',
  results: 'Результаты поиска',
  loading: 'Поиск...',
  empty: 'Ничего не найдено',
  showAll: 'Показать все результаты',
  offers: (minPrice: number, count: number) =>
    `от ${formatPrice(minPrice)} · ${count} ${pluralRu(count, ['предложение', 'предложения', 'предложений'])}`,
} as const;

export interface SearchBoxProps {
  /** `header`: compact, for the dark header bar. `menu`: full width, for the mobile side menu. */
  variant?: 'header' | 'menu';
  className?: string;
}

type SearchOption =
  | { kind: 'product'; id: string; href: string; product: SearchProduct }
  | { kind: 'all'; id: string; href: string };

/** A left click without modifiers: the link opens here, not in a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header product search: a WAI-ARIA 1.2 combobox whose listbox offers up to 5 products and a
 * 'show all results' entry leading to the catalogue search. It opens from 2 characters, waits
 * 300 ms after the last keystroke before asking the server, and treats a failed search as no
 * results (the failure is only logged). Focus stays in the input; the active option is announced
 * through aria-activedescendant.
 */
export function SearchBox({ variant = 'header', className }: SearchBoxProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listboxId = `${baseId}listbox`;
  const rootRef = useRef<HTMLFormElement>(null);

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const term = query.trim();
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(debouncedTerm);

  const searchable = isSearchable(term);
  const expanded = open && searchable;
  const settled = debouncedTerm === term;
  const loading = !settled || search.isLoading;
  const results = settled && search.isSuccess ? search.data : [];
  const showResults = expanded && !loading && results.length > 0;
  const showEmpty = expanded && !loading && results.length === 0;

  const options: SearchOption[] = showResults
    ? [
        ...results.map((product, index) => ({
          kind: 'product' as const,
          id: `${listboxId}-${index}`,
          // A part's row leads to its offers side by side.
          href: product.offers ? partPath(product.offers.partId) : productPath(product.id),
          product,
        })),
        { kind: 'all', id: `${listboxId}-all`, href: catalogSearchPath(term) },
      ]
    : [];
  const active = activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  // Spec, route /product/{id}: moving from one product to another replaces the history entry.
  const replaceProduct = pathname.startsWith('/product/');

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
      setActiveIndex(-1);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  /** After a product is chosen the query is cleared; the catalogue search keeps it. */
  const afterChoice = (option: SearchOption) => {
    if (option.kind === 'product') setQuery('');
    close();
  };

  // A result is a link the list box's keys move through; a plain click goes on as a chosen one.
  const optionLink = (option: SearchOption, index: number) => ({
    id: option.id,
    role: 'option',
    'aria-selected': index === active,
    tabIndex: -1,
    to: option.href,
    onClick: (event: MouseEvent) => {
      if (isPlainClick(event)) afterChoice(option);
    },
  });
  const choose = (option: SearchOption) => {
    afterChoice(option);
    void navigate(option.href, { replace: option.kind === 'product' && replaceProduct });
  };

  const searchCatalog = () => {
    if (!searchable) return;
    close();
    void navigate(catalogSearchPath(term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!searchable) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        const count = options.length;
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const option = active === -1 ? undefined : options[active];
        if (option) choose(option);
        else searchCatalog();
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (query !== '') {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        return;
      }
      default:
        return;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchCatalog();
  };

  // Tabbing away closes the drop-down; clicks are handled by the pointerdown listener above.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  const rootClass = [styles.root, variant === 'menu' ? styles.menu : styles.header, className]
    .filter(Boolean)
    .join(' ');

  return (
    // Before the script runs (a server-rendered page), the form still searches: a plain GET to the catalogue.
    <form
      ref={rootRef}
      role="search"
      // Pages with a search of their own (the services) have two search landmarks: each is named.
      aria-label={SEARCH_BOX_TEXT.label}
      className={rootClass}
      action="/catalog"
      method="get"
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_BOX_TEXT.label}
      </label>
      <div className={styles.field}>
        <input
          id={inputId}
          name="search"
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active === -1 ? undefined : options[active]?.id}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={SEARCH_BOX_TEXT.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label={SEARCH_BOX_TEXT.submit}>
          <Search aria-hidden="true" size={16} strokeWidth={2.25} />
        </button>
      </div>

      {/* Pressing inside the drop-down must not take focus from the input. */}
      <div className={styles.popup} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        {expanded && loading && (
          <div className={styles.state} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {SEARCH_BOX_TEXT.loading}
          </div>
        )}
        {showEmpty && (
          <div className={styles.state} role="status">
            {SEARCH_BOX_TEXT.empty}
          </div>
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-label={SEARCH_BOX_TEXT.results}
          className={styles.listbox}
          hidden={!showResults}
        >
          {options.map((option, index) =>
            option.kind === 'product' ? (
              <Link
                key={option.id}
                {...optionLink(option, index)}
                replace={replaceProduct}
                className={styles.option}
              >
                <Thumbnail key={option.product.image ?? ''} src={option.product.image} />
                <span className={styles.name}>{option.product.name}</span>
                <span className={styles.price}>
                  {option.product.offers
                    ? SEARCH_BOX_TEXT.offers(option.product.offers.minPrice, option.product.offers.offerCount)
                    : formatPrice(option.product.price)}
                </span>
              </Link>
            ) : (
              <Link
                key={option.id}
                {...optionLink(option, index)}
                className={`${styles.option} ${styles.showAll}`}
              >
                {SEARCH_BOX_TEXT.showAll}
                <ArrowRight aria-hidden="true" size={14} />
              </Link>
            ),
          )}
        </div>
      </div>
    </form>
  );
}

const THUMBNAIL_SIZE = 40;

/** Fixed-size product image, or a neutral box of the same size when there is none or it fails. */
function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (src === null || failed) {
    return (
      <span className={styles.thumb} aria-hidden="true" data-placeholder="">
        <Package size={18} strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={src}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

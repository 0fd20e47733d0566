import { Check } from 'lucide-react';
import { useId } from 'react';
import styles from './CatalogFilters.module.css';

export const CATALOG_FILTERS_TEXT = {
  name: 'Наименование',
  quality: 'Качество',
} as const;

export interface CatalogFiltersProps {
  names: readonly string[];
  qualities: readonly string[];
  name: string | null;
  quality: string | null;
  /** Called with the clicked value; the caller deselects when it is the active one. */
  onNameToggle: (name: string) => void;
  onQualityToggle: (quality: string) => void;
}

/**
 * Filter buttons: 'Наименование' from the category's name filters, and 'Качество' only once a
 * name is chosen. Each button is a toggle (aria-pressed); a second click on the
 * active one deselects it.
 */
export function CatalogFilters({
  names,
  qualities,
  name,
  quality,
  onNameToggle,
  onQualityToggle,
}: CatalogFiltersProps) {
  if (names.length === 0 && !name) return null;
  return (
    <div className={styles.filters}>
      <FilterGroup title={CATALOG_FILTERS_TEXT.name} options={names} value={name} onToggle={onNameToggle} />
      {name && qualities.length > 0 && (
        <FilterGroup
          title={CATALOG_FILTERS_TEXT.quality}
          options={qualities}
          value={quality}
          onToggle={onQualityToggle}
        />
      )}
    </div>
  );
}

interface FilterGroupProps {
  title: string;
  options: readonly string[];
  value: string | null;
  onToggle: (value: string) => void;
}

function FilterGroup({ title, options, value, onToggle }: FilterGroupProps) {
  const titleId = useId();
  // A value from the URL that the list does not offer (any more) stays visible, so it can be cleared.
  const shown = value && !options.includes(value) ? [...options, value] : options;
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <span id={titleId} className={styles.title}>
        {title}
      </span>
      <ul className={styles.options}>
        {shown.map((option) => {
          const active = option === value;
          return (
            <li key={option}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={active}
                onClick={() => onToggle(option)}
              >
                {active && <Check size={14} aria-hidden="true" />}
                {option}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

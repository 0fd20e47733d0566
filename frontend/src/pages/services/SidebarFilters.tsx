import { Button } from '../../shared/ui';
import { ServiceFilterFields, type CategoriesState } from './ServiceFilters';
import type { ServicesUrlState } from './servicesUrl';
import { SERVICES_TEXT } from './texts';
import { usePriceDraft } from './usePriceDraft';
import styles from './ServicesPage.module.css';

interface SidebarFiltersProps {
  idPrefix: string;
  applied: ServicesUrlState;
  categories: CategoriesState;
  onCategoryChange: (slug: string | null) => void;
  onApply: (value: Pick<ServicesUrlState, 'priceFrom' | 'priceTo' | 'priceTypes'>) => void;
  onReset: () => void;
}

/**
 * The desktop sidebar: the category applies at once, prices and types with 'Применить фильтры'.
 * Its draft starts from the applied state; the page gives it a new key when that changes.
 */
export function SidebarFilters({
  idPrefix,
  applied,
  categories,
  onCategoryChange,
  onApply,
  onReset,
}: SidebarFiltersProps) {
  const prices = usePriceDraft(applied, onApply);

  return (
    <form className={styles.sidebarForm} onSubmit={prices.submit} noValidate>
      <ServiceFilterFields
        idPrefix={idPrefix}
        categories={categories}
        category={applied.category}
        onCategoryChange={onCategoryChange}
        {...prices.fields}
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

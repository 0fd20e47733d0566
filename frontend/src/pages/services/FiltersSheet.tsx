import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button, SidePanel } from '../../shared/ui';
import { ServiceFilterFields, type CategoriesState } from './ServiceFilters';
import type { ServicesUrlState } from './servicesUrl';
import { SERVICES_TEXT } from './texts';
import { usePriceDraft } from './usePriceDraft';
import styles from './ServicesPage.module.css';

interface FiltersSheetProps {
  idPrefix: string;
  applied: ServicesUrlState;
  activeFilters: number;
  categories: CategoriesState;
  onApply: (
    value: Pick<ServicesUrlState, 'priceFrom' | 'priceTo' | 'priceTypes'>,
    category: string | null,
  ) => void;
  onReset: () => void;
}

/** The filters on a phone: a sheet with its own draft of everything, taken from the applied state when it opens. */
export function FiltersSheet({
  idPrefix,
  applied,
  activeFilters,
  categories,
  onApply,
  onReset,
}: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const prices = usePriceDraft(applied, (value) => {
    onApply(value, category);
    setOpen(false);
  });
  const formId = `${idPrefix}-sheet`;
  const countId = `${idPrefix}-filter-count`;

  const toggle = (next: boolean) => {
    if (next) {
      setCategory(applied.category);
      prices.restart(applied);
    }
    setOpen(next);
  };

  return (
    <SidePanel
      open={open}
      onOpenChange={toggle}
      title={SERVICES_TEXT.filters}
      trigger={
        // Named by what it shows («Фильтры 2»: a spoken name that differs from the visible one
        // loses voice-control users); what the number means is its description.
        <Button className={styles.filtersButton} aria-describedby={activeFilters > 0 ? countId : undefined}>
          <SlidersHorizontal size={16} aria-hidden="true" />
          {SERVICES_TEXT.filters}
          {activeFilters > 0 && (
            <>
              {' '}
              <span className={styles.badge}>{activeFilters}</span>
              <span id={countId} hidden>
                {SERVICES_TEXT.chosenFilters(activeFilters)}
              </span>
            </>
          )}
        </Button>
      }
      footer={
        <div className={styles.sheetActions}>
          <Button
            onClick={() => {
              onReset();
              setOpen(false);
            }}
          >
            {SERVICES_TEXT.reset}
          </Button>
          <Button type="submit" variant="primary" form={formId}>
            {SERVICES_TEXT.sheetApply}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={prices.submit} noValidate>
        <ServiceFilterFields
          idPrefix={formId}
          categories={categories}
          category={category}
          onCategoryChange={setCategory}
          {...prices.fields}
        />
      </form>
    </SidePanel>
  );
}

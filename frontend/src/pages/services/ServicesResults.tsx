import type { useServices } from '../../entities/service';
import { FIRST_ROW_CARDS, SERVICES_PAGE_SIZE } from '../../shared/config/limits';
import { Button, ListPages, LoadingNote, RetryState, StateMessage } from '../../shared/ui';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';
import { FILTERS_TEXT, type CategoriesState } from './ServiceFilters';
import { SERVICES_TEXT } from './texts';
import styles from './ServicesPage.module.css';

interface ServicesResultsProps {
  services: ReturnType<typeof useServices>;
  page: number;
  /** The address names a category while the categories failed to load: nothing can be asked yet. */
  blockedByCategories: boolean;
  categories: CategoriesState;
  onPageChange: (page: number) => void;
  onReset: () => void;
}

/** The list with its loading, error and empty states, and the pages under it. */
export function ServicesResults({
  services,
  page,
  blockedByCategories,
  categories,
  onPageChange,
  onReset,
}: ServicesResultsProps) {
  const data = services.data;
  if (blockedByCategories) {
    return (
      <StateMessage
        kind="error"
        title={FILTERS_TEXT.categoriesError}
        action={<Button onClick={categories.retry}>{SERVICES_TEXT.retry}</Button>}
      />
    );
  }
  if (services.isPending) {
    return (
      <>
        <LoadingNote>{SERVICES_TEXT.loading}</LoadingNote>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SERVICES_PAGE_SIZE }, (_, index) => (
            <ServiceCardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  }
  if (services.isError && !data) {
    return <RetryState query={services} title={SERVICES_TEXT.error} retry={SERVICES_TEXT.retry} />;
  }
  if (!data || data.services.length === 0) {
    return (
      <StateMessage
        kind="empty"
        title={SERVICES_TEXT.empty}
        description={SERVICES_TEXT.emptyHint}
        action={<Button onClick={onReset}>{SERVICES_TEXT.resetFilters}</Button>}
      />
    );
  }
  return (
    <>
      <ul
        className={styles.grid}
        aria-label={SERVICES_TEXT.list}
        aria-busy={services.isPlaceholderData || undefined}
        data-stale={services.isPlaceholderData || undefined}
      >
        {data.services.map((service, index) => (
          <li key={service.id} className={styles.cell}>
            <ServiceCard service={service} firstInView={index < FIRST_ROW_CARDS} />
          </li>
        ))}
      </ul>
      <ListPages answer={data} page={page} limit={SERVICES_PAGE_SIZE} onPageChange={onPageChange} />
    </>
  );
}

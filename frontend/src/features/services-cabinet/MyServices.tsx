import { useMemo, useState } from 'react';
import { formatPrice } from '../../shared/lib';
import {
  Button,
  DataTable,
  ListStates,
  SearchStatusToolbar,
  sortRows,
  StatusWithReason,
  updatedColumn,
  useSearchAndStatus,
  workspaceStyles as styles,
  type SortState,
  runOnEach,
  moderationTone,
} from '../../shared/ui';
import { useOwnServices } from './api/listOwnServices';
import { useServiceStep, type ServiceStep } from './api/serviceStep';
import { ServiceEditor } from './ServiceEditor';
import {
  PRICE_TYPE_LABELS,
  SERVICES_TEXT as T,
  SERVICE_STATUS_LABELS,
  type OwnService,
  type ServiceStatus,
} from './model';

type SortKey = 'name' | 'price' | 'status' | 'updatedAt';

export function ServiceStatusBadge({ service }: { service: Pick<OwnService, 'status' | 'statusLabel'> }) {
  return (
    <span className={styles.badge} data-tone={moderationTone(service.status)}>
      {service.statusLabel}
    </span>
  );
}

export function servicePrice(service: Pick<OwnService, 'price' | 'priceType'>): string {
  if (service.price === null) return T.priceByAgreement;
  const suffix = service.priceType === 'hourly' ? ' / час' : service.priceType === 'daily' ? ' / день' : '';
  return `${formatPrice(service.price)}${suffix}`;
}

const stepsFor = (status: ServiceStatus): ServiceStep[] =>
  status === 'draft' || status === 'rejected'
    ? ['submit', 'archive']
    : status === 'archived'
      ? ['restore']
      : ['archive'];

/**
 * 'Мои услуги': the supplier's services in a dense table (search, status filter, sorting, bulk
 * submit and archive), each with its status and the moderator's reason, and the editor beside it.
 */
export function MyServices() {
  const services = useOwnServices();
  const step = useServiceStep();
  const filter = useSearchAndStatus<ServiceStatus>();
  const [search] = filter.search;
  const [status] = filter.status;
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'updatedAt', desc: true });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<OwnService | null | 'new'>(null);

  const rows = useMemo(() => {
    const words = search.toLowerCase().replaceAll('ё', 'е').split(/\s+/).filter(Boolean);
    const list = (services.data?.services ?? []).filter(
      (s) =>
        (!status || s.status === status) &&
        words.every((w) => s.name.toLowerCase().replaceAll('ё', 'е').includes(w)),
    );
    const value = (s: OwnService) =>
      sort.key === 'price' ? (s.price ?? Number.MAX_VALUE) : sort.key === 'name' ? s.name : s[sort.key];
    return sortRows(list, sort, value);
  }, [services.data, search, status, sort]);

  const run = async (ids: readonly number[], action: ServiceStep) => {
    await runOnEach(ids, (id) => step.mutateAsync({ id, step: action }), T.done);
    setSelected(new Set());
  };
  const { filtered } = filter;

  return (
    <div className={styles.board}>
      <SearchStatusToolbar
        texts={T}
        filter={filter}
        options={Object.entries(SERVICE_STATUS_LABELS) as Array<[ServiceStatus, string]>}
        create={{ label: T.newService, onClick: () => setEditing('new') }}
      />
      {selected.size > 0 && (
        <div className={styles.row} role="group" aria-label={T.actions.selected(selected.size)}>
          <span className={styles.label}>{T.actions.selected(selected.size)}</span>
          <Button disabled={step.isPending} onClick={() => void run([...selected], 'submit')}>
            {T.actions.bulkSubmit}
          </Button>
          <Button disabled={step.isPending} onClick={() => void run([...selected], 'archive')}>
            {T.actions.bulkArchive}
          </Button>
        </div>
      )}
      <ListStates
        query={services}
        empty={() => rows.length === 0}
        texts={T}
        rows={4}
        emptyState={{
          title: filtered ? T.emptyFiltered : T.empty,
          description: filtered ? undefined : T.emptyHint,
          action: <Button onClick={() => setEditing('new')}>{T.newService}</Button>,
        }}
      >
        {() => (
          <DataTable
            label="Услуги"
            rows={rows}
            rowKey={(service) => service.id}
            select={{
              selected,
              onChange: setSelected,
              id: (service) => service.id,
              name: (service) => service.name,
            }}
            sort={{ state: sort, onSort: setSort }}
            columns={[
              {
                label: T.columns.name,
                sortBy: 'name',
                cell: (service) => (
                  <>
                    <button type="button" className={styles.link} onClick={() => setEditing(service)}>
                      {service.name}
                    </button>
                    {service.hasPendingEdit && <span className={styles.muted}>{T.pendingEdit}</span>}
                  </>
                ),
              },
              { label: T.columns.category, cell: (service) => service.category?.name ?? T.noCategory },
              {
                label: T.columns.price,
                sortBy: 'price',
                className: 'tabular',
                cell: (service) => (
                  <>
                    {servicePrice(service)}
                    <span className={styles.muted}>{PRICE_TYPE_LABELS[service.priceType]}</span>
                  </>
                ),
              },
              {
                label: T.columns.status,
                sortBy: 'status',
                cell: (service) => (
                  <StatusWithReason
                    badge={<ServiceStatusBadge service={service} />}
                    reason={service.status === 'rejected' && service.rejectionReason}
                  />
                ),
              },
              updatedColumn(T.columns.updated),
              {
                label: T.columns.actions,
                cell: (service) => (
                  <div className={styles.row}>
                    {service.status !== 'archived' && (
                      <Button size="small" onClick={() => setEditing(service)}>
                        {T.actions.edit}
                      </Button>
                    )}
                    {stepsFor(service.status).map((action) => (
                      <Button
                        key={action}
                        size="small"
                        disabled={step.isPending}
                        onClick={() => void run([service.id], action)}
                      >
                        {T.actions[action as 'submit' | 'archive' | 'restore']}
                      </Button>
                    ))}
                  </div>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      <ServiceEditor
        service={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

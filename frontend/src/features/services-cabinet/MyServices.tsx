import { Plus, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { serverMessage } from '../../shared/api';
import { formatDate, formatPrice } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage, TableFrame, workspaceStyles as styles } from '../../shared/ui';
import { useOwnServices } from './api/listOwnServices';
import { useServiceStep, type ServiceStep } from './api/serviceStep';
import { ServiceEditor } from './ServiceEditor';
import { PRICE_TYPE_LABELS, SERVICES_TEXT as T, SERVICE_STATUS_LABELS, serviceTone, type OwnService, type ServiceStatus } from './model';

type SortKey = 'name' | 'price' | 'status' | 'updatedAt';

export function ServiceStatusBadge({ service }: { service: Pick<OwnService, 'status' | 'statusLabel'> }) {
  return (
    <span className={styles.badge} data-tone={serviceTone(service.status)}>
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
  status === 'draft' || status === 'rejected' ? ['submit', 'archive'] : status === 'archived' ? ['restore'] : ['archive'];

/**
 * 'Мои услуги': the supplier's services in a dense table (search, status filter, sorting, bulk
 * submit and archive), each with its status and the moderator's reason, and the editor beside it.
 */
export function MyServices() {
  const services = useOwnServices();
  const step = useServiceStep();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ServiceStatus | ''>('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'updatedAt', desc: true });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<OwnService | null | 'new'>(null);

  const rows = useMemo(() => {
    const words = search.toLowerCase().replaceAll('ё', 'е').split(/\s+/).filter(Boolean);
    const list = (services.data?.services ?? []).filter(
      (s) => (!status || s.status === status) && words.every((w) => s.name.toLowerCase().replaceAll('ё', 'е').includes(w)),
    );
    const value = (s: OwnService) => (sort.key === 'price' ? (s.price ?? Number.MAX_VALUE) : sort.key === 'name' ? s.name : s[sort.key]);
    return [...list].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ru');
      return sort.desc ? -order : order;
    });
  }, [services.data, search, status, sort]);

  const run = async (ids: readonly number[], action: ServiceStep) => {
    let failed = 0;
    for (const id of ids) {
      try {
        await step.mutateAsync({ id, step: action });
      } catch (error) {
        failed += 1;
        toast.error(serverMessage(error) ?? 'Действие не выполнено');
      }
    }
    if (failed === 0) toast.success(T.done);
    setSelected(new Set());
  };
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className={styles.link} onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))}>
        {label}
        {sort.key === key ? (sort.desc ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  );
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filtered = Boolean(search || status);

  return (
    <div className={styles.board}>
      <div className={styles.toolbar} role="search">
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>{T.search}</span>
          <input type="search" className={styles.input} placeholder={T.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{T.status}</span>
          <select className={styles.input} value={status} onChange={(e) => setStatus(e.target.value as ServiceStatus | '')}>
            <option value="">{T.allStatuses}</option>
            {Object.entries(SERVICE_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Button
          disabled={!filtered}
          onClick={() => {
            setSearch('');
            setStatus('');
          }}
        >
          <RotateCcw size={14} aria-hidden="true" /> {T.reset}
        </Button>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Plus size={14} aria-hidden="true" /> {T.newService}
        </Button>
      </div>
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
      {services.isPending ? (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">{T.loading}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </div>
      ) : services.isError ? (
        <StateMessage
          kind="error"
          title={T.loadError}
          description={services.error.message}
          action={<Button onClick={() => void services.refetch()}>{T.retry}</Button>}
        />
      ) : rows.length === 0 ? (
        <StateMessage
          kind="empty"
          title={filtered ? T.emptyFiltered : T.empty}
          description={filtered ? undefined : T.emptyHint}
          action={<Button onClick={() => setEditing('new')}>{T.newService}</Button>}
        />
      ) : (
        <TableFrame label="Услуги" selectable>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Выбрать все"
                    checked={rows.length > 0 && rows.every((s) => selected.has(s.id))}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((s) => s.id)) : new Set())}
                  />
                </th>
                {header('name', T.columns.name)}
                <th scope="col">{T.columns.category}</th>
                {header('price', T.columns.price)}
                {header('status', T.columns.status)}
                {header('updatedAt', T.columns.updated)}
                <th scope="col">{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((service) => (
                <tr key={service.id}>
                  <td data-label="Выбрать">
                    <input type="checkbox" aria-label={`Выбрать «${service.name}»`} checked={selected.has(service.id)} onChange={() => toggle(service.id)} />
                  </td>
                  <td data-label={T.columns.name}>
                    <button type="button" className={styles.link} onClick={() => setEditing(service)}>
                      {service.name}
                    </button>
                    {service.hasPendingEdit && <span className={styles.muted}>{T.pendingEdit}</span>}
                  </td>
                  <td data-label={T.columns.category}>{service.category?.name ?? T.noCategory}</td>
                  <td data-label={T.columns.price} className="tabular">
                    {servicePrice(service)}
                    <span className={styles.muted}>{PRICE_TYPE_LABELS[service.priceType]}</span>
                  </td>
                  <td data-label={T.columns.status}>
                    <ServiceStatusBadge service={service} />
                    {service.status === 'rejected' && service.rejectionReason && (
                      <span className={`${styles.muted} ${styles.reason}`}>«{service.rejectionReason}»</span>
                    )}
                  </td>
                  <td data-label={T.columns.updated} className="tabular">
                    {formatDate(service.updatedAt, { withTime: true })}
                  </td>
                  <td data-label={T.columns.actions}>
                    <div className={styles.row}>
                      {service.status !== 'archived' && <Button size="small" onClick={() => setEditing(service)}>{T.actions.edit}</Button>}
                      {stepsFor(service.status).map((action) => (
                        <Button key={action} size="small" disabled={step.isPending} onClick={() => void run([service.id], action)}>
                          {T.actions[action as 'submit' | 'archive' | 'restore']}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <ServiceEditor service={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
    </div>
  );
}

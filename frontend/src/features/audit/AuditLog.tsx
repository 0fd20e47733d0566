import { Download, History } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate, usePagedFilter, useTypedFilter } from '../../shared/lib';
import {
  Button,
  FilterToolbar,
  InputFilter,
  ListStates,
  PeriodFilter,
  ListPages,
  ResetFilters,
  SearchFilter,
  SelectFilter,
  DataTable,
  workspaceStyles as styles,
} from '../../shared/ui';
import { downloadAuditCsv } from './api/exportAudit';
import { useAdmins } from './api/listAdmins';
import { useAudit } from './api/listAudit';
import { actorLabel, Changes, EntityHistory } from './EntityHistory';
import {
  AUDIT_PAGE_SIZE,
  AUDIT_TEXT,
  EMPTY_FILTER,
  ENTITY_TYPES,
  type AuditEntity,
  type AuditFilter,
} from './model';

const T = AUDIT_TEXT;

/**
 * «Журнал решений»: what every admin decided, when and why; nothing here can be changed. A row's
 * object opens its whole history.
 */
export function AuditLog() {
  const { filter, setFilter, update } = usePagedFilter<AuditFilter>(EMPTY_FILTER);
  const [search, setSearch] = useTypedFilter(setFilter, 'search');
  const [action, setAction] = useTypedFilter(setFilter, 'action');
  const [history, setHistory] = useState<AuditEntity | null>(null);
  const [downloading, setDownloading] = useState(false);
  const audit = useAudit(filter);
  const admins = useAdmins();
  const id = useId();

  const filtered = JSON.stringify({ ...filter, page: 1 }) !== JSON.stringify(EMPTY_FILTER);
  const reset = () => {
    setSearch('');
    setAction('');
    setFilter(EMPTY_FILTER);
  };
  const download = async () => {
    setDownloading(true);
    await downloadAuditCsv(filter).catch(() => undefined);
    setDownloading(false);
  };

  return (
    <div className={styles.board}>
      <FilterToolbar>
        <SearchFilter texts={T} value={search} onChange={setSearch} />
        <SelectFilter
          label={T.admin}
          value={filter.actorId}
          onChange={(actorId) => update({ actorId })}
          all={T.allAdmins}
          options={admins.data?.users.map((user) => [String(user.id), user.displayName] as const) ?? []}
        />
        <SelectFilter
          label={T.entity}
          value={filter.entityType}
          onChange={(entityType) => update({ entityType })}
          all={T.allEntities}
          options={ENTITY_TYPES}
        />
        <InputFilter
          label={T.action}
          placeholder={T.actionPlaceholder}
          value={action}
          maxLength={200}
          onChange={setAction}
        />
        <PeriodFilter texts={T} from={filter.from} to={filter.to} onChange={update} />
        <div className={styles.toolbarActions}>
          <ResetFilters onReset={reset} disabled={!filtered} label={T.reset} />
          <Button onClick={() => void download()} disabled={downloading}>
            <Download size={14} aria-hidden="true" /> {T.export}
          </Button>
        </div>
      </FilterToolbar>

      <ListStates
        query={audit}
        empty={(data) => data.entries.length === 0}
        texts={T}
        rows={6}
        emptyState={{
          title: T.empty,
          description: filtered ? T.emptyFiltered : T.emptyAll,
          action: filtered ? <Button onClick={reset}>{T.reset}</Button> : undefined,
        }}
      >
        {(data) => (
          <DataTable
            label="Журнал действий"
            frame={{ stale: audit.isPlaceholderData }}
            caption={{ id: `${id}-caption`, text: T.title }}
            rows={data.entries}
            rowKey={(entry) => entry.id}
            columns={[
              {
                label: T.columns.at,
                className: 'tabular',
                cell: (entry) => <time dateTime={entry.at}>{formatDate(entry.at, { withTime: true })}</time>,
              },
              { label: T.columns.actor, cell: actorLabel },
              {
                label: T.columns.entity,
                cell: (entry) => (
                  <>
                    <span className={styles.muted}>
                      {entry.entity.typeLabel} № {entry.entity.id}
                    </span>
                    <button
                      type="button"
                      className={styles.entityLink}
                      onClick={() => setHistory(entry.entity)}
                    >
                      <History size={14} aria-hidden="true" />
                      {entry.entity.name ?? T.unnamed}
                    </button>
                  </>
                ),
              },
              {
                label: T.columns.action,
                cell: (entry) => <span className={styles.action}>{entry.action}</span>,
              },
              { label: T.columns.reason, cell: (entry) => <Changes entry={entry} /> },
            ]}
          />
        )}
      </ListStates>
      <ListPages
        answer={audit.data}
        page={filter.page}
        limit={AUDIT_PAGE_SIZE}
        onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
      />
      <EntityHistory entity={history} onClose={() => setHistory(null)} />
    </div>
  );
}

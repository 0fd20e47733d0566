import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button, DataTable, ListStates, type Column } from '../../shared/ui';
import { useOpsStatus } from './api/getOpsStatus';
import { useOpsAction } from './api/opsAction';
import { OPS_TEXT as T, type OpsStatus, type ProjectionStatus } from './model';
import { Sparkline } from './Sparkline';
import styles from './OpsConsole.module.css';

type QueueStatus = OpsStatus['queues'][number];

function Lag({ projection }: { projection: ProjectionStatus }) {
  if ((projection.lagEvents ?? 0) === 0 && projection.lagSeconds === 0)
    return <span className={styles.ok}>{T.caughtUp}</span>;
  return (
    <span className={styles.warn}>
      {projection.lagEvents !== null && T.events(projection.lagEvents)} · {T.seconds(projection.lagSeconds)}
    </span>
  );
}

/** A headed dense table of things known by their name (projections, queues). */
function NamedTable<R extends { name: string }>({
  title,
  rows,
  columns,
  rowProps,
}: {
  title: string;
  rows: readonly R[];
  columns: ReadonlyArray<Column<R>>;
  rowProps?: (row: R) => Record<string, unknown>;
}) {
  return (
    <>
      <h3 className={styles.heading}>{title}</h3>
      <DataTable
        label={title}
        frame={{ narrow: 'scroll' }}
        density="dense"
        rows={rows}
        rowKey={(row) => row.name}
        rowProps={rowProps}
        columns={columns}
      />
    </>
  );
}

/**
 * «Эксплуатация»: every projection's position, lag and events/s over the last minutes, its last
 * error and a blue-green rebuild with its progress; the queues with their failed jobs.
 */
export function OpsConsole() {
  const status = useOpsStatus();
  return (
    <ListStates
      query={status}
      empty={() => false}
      texts={{ loading: T.loading, loadError: T.loadError, retry: T.retry }}
      emptyState={{ title: '' }}
      rows={8}
      rowHeight={36}
    >
      {(data) => <Console data={data} />}
    </ListStates>
  );
}

function Console({ data }: { data: OpsStatus }) {
  const action = useOpsAction();
  const projectionColumns: ReadonlyArray<Column<ProjectionStatus>> = [
    {
      label: T.columns.name,
      rowHeader: true,
      cell: (projection) => (
        <>
          {projection.name} <span className={styles.muted}>v{projection.version}</span>
        </>
      ),
    },
    {
      label: T.columns.collection,
      className: styles.mono,
      cell: (projection) => projection.collection ?? '—',
    },
    {
      label: T.columns.position,
      className: 'tabular',
      cell: (projection) => projection.position?.commit ?? '—',
    },
    { label: T.columns.lag, cell: (projection) => <Lag projection={projection} /> },
    {
      label: T.columns.rate,
      className: styles.chart,
      cell: (projection) => (
        <Sparkline values={projection.rate} label={`${projection.name}, событий в секунду`} />
      ),
    },
    {
      label: T.columns.error,
      cell: (projection) =>
        projection.lastError ? (
          <span className={styles.error} title={projection.lastError.at}>
            {projection.lastError.message}
          </span>
        ) : (
          T.noErrors
        ),
    },
    {
      label: T.columns.actions,
      cell: (projection) =>
        projection.rebuild ? (
          <div className={styles.progress}>
            <span>
              {projection.rebuild.caughtUp ? T.switching : T.rebuilding(projection.rebuild.percent)}
            </span>
            <progress
              max={100}
              value={projection.rebuild.percent}
              aria-label={`${projection.name}: ${T.rebuilding(projection.rebuild.percent)}`}
            />
          </div>
        ) : (
          <Button
            size="small"
            disabled={!data.projectorsHere || action.isPending}
            aria-label={`${T.rebuild}: ${projection.name}`}
            onClick={() => action.mutate({ kind: 'rebuild', name: projection.name })}
          >
            <RefreshCw size={14} aria-hidden="true" /> {T.rebuild}
          </Button>
        ),
    },
  ];
  const queueColumns: ReadonlyArray<Column<QueueStatus>> = [
    {
      label: T.queueColumns.name,
      rowHeader: true,
      cell: (queue) => <span className={styles.queueName}>{queue.name}</span>,
    },
    { label: T.queueColumns.waiting, className: 'tabular', cell: (queue) => queue.waiting },
    { label: T.queueColumns.active, className: 'tabular', cell: (queue) => queue.active },
    {
      label: T.queueColumns.failed,
      className: (queue) => `tabular ${queue.failed > 0 ? styles.error : ''}`,
      cell: (queue) => queue.failed,
    },
    {
      label: T.retryFailed,
      header: <span className="visually-hidden">{T.retryFailed}</span>,
      cell: (queue) =>
        queue.failed > 0 && (
          <Button
            size="small"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'retry', name: queue.name })}
          >
            <RotateCcw size={14} aria-hidden="true" /> {T.retryFailed}
          </Button>
        ),
    },
  ];

  return (
    <div className={styles.console}>
      <dl className={styles.summary}>
        <div>
          <dt>{T.head}</dt>
          <dd className="tabular">{data.head.commit}</dd>
        </div>
        <div>
          <dt>{T.adapters}</dt>
          <dd>
            {data.adapters.eventStore} · {data.adapters.readStore} · {data.adapters.queue} ·{' '}
            {data.adapters.pubsub}
          </dd>
        </div>
      </dl>
      {!data.projectorsHere && <p className={styles.note}>{T.worker}</p>}

      <NamedTable
        title={T.projections}
        rows={data.projections}
        rowProps={(projection) => ({ 'data-testid': `projection-${projection.name}` })}
        columns={projectionColumns}
      />
      <NamedTable title={T.queues} rows={data.queues} columns={queueColumns} />
    </div>
  );
}

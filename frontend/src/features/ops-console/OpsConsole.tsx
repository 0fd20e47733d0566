import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button, Skeleton, StateMessage, TableFrame } from '../../shared/ui';
import { useOpsStatus } from './api/getOpsStatus';
import { useOpsAction } from './api/opsAction';
import { OPS_TEXT as T, type ProjectionStatus } from './model';
import { Sparkline } from './Sparkline';
import styles from './OpsConsole.module.css';

function Lag({ projection }: { projection: ProjectionStatus }) {
  if ((projection.lagEvents ?? 0) === 0 && projection.lagSeconds === 0)
    return <span className={styles.ok}>{T.caughtUp}</span>;
  return (
    <span className={styles.warn}>
      {projection.lagEvents !== null && T.events(projection.lagEvents)} · {T.seconds(projection.lagSeconds)}
    </span>
  );
}

/**
 * «Эксплуатация»: every projection's position, lag and events/s over the last minutes, its last
 * error and a blue-green rebuild with its progress; the queues with their failed jobs.
 */
export function OpsConsole() {
  const status = useOpsStatus();
  const action = useOpsAction();

  if (status.isPending)
    return (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">{T.loading}</span>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </div>
    );
  if (status.isError)
    return (
      <StateMessage
        kind="error"
        title={T.loadError}
        description={status.error.message}
        action={<Button onClick={() => void status.refetch()}>{T.retry}</Button>}
      />
    );

  const data = status.data;
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

      <h3 className={styles.heading}>{T.projections}</h3>
      <TableFrame label={T.projections} narrow="scroll">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.columns.name}</th>
              <th scope="col">{T.columns.collection}</th>
              <th scope="col">{T.columns.position}</th>
              <th scope="col">{T.columns.lag}</th>
              <th scope="col">{T.columns.rate}</th>
              <th scope="col">{T.columns.error}</th>
              <th scope="col">{T.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.projections.map((projection) => (
              <tr key={projection.name} data-testid={`projection-${projection.name}`}>
                <th scope="row">
                  {projection.name} <span className={styles.muted}>v{projection.version}</span>
                </th>
                <td className={styles.mono}>{projection.collection ?? '—'}</td>
                <td className="tabular">{projection.position?.commit ?? '—'}</td>
                <td>
                  <Lag projection={projection} />
                </td>
                <td className={styles.chart}>
                  <Sparkline values={projection.rate} label={`${projection.name}, событий в секунду`} />
                </td>
                <td>
                  {projection.lastError ? (
                    <span className={styles.error} title={projection.lastError.at}>
                      {projection.lastError.message}
                    </span>
                  ) : (
                    T.noErrors
                  )}
                </td>
                <td>
                  {projection.rebuild ? (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>

      <h3 className={styles.heading}>{T.queues}</h3>
      <TableFrame label={T.queues} narrow="scroll">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.queueColumns.name}</th>
              <th scope="col">{T.queueColumns.waiting}</th>
              <th scope="col">{T.queueColumns.active}</th>
              <th scope="col">{T.queueColumns.failed}</th>
              <th scope="col">
                <span className="visually-hidden">{T.retryFailed}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.queues.map((queue) => (
              <tr key={queue.name}>
                <th scope="row" className={styles.mono}>
                  {queue.name}
                </th>
                <td className="tabular">{queue.waiting}</td>
                <td className="tabular">{queue.active}</td>
                <td className={`tabular ${queue.failed > 0 ? styles.error : ''}`}>{queue.failed}</td>
                <td>
                  {queue.failed > 0 && (
                    <Button
                      size="small"
                      disabled={action.isPending}
                      onClick={() => action.mutate({ kind: 'retry', name: queue.name })}
                    >
                      <RotateCcw size={14} aria-hidden="true" /> {T.retryFailed}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}

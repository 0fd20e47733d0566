import { formatDate } from '../../shared/lib';
import { SidePanel, workspaceStyles as styles, LoadError, LoadingRows } from '../../shared/ui';
import { useEntityHistory } from './api/getEntityHistory';
import { AUDIT_TEXT, type AuditEntity, type AuditEntry } from './model';

export function Changes({ entry }: { entry: AuditEntry }) {
  if (!entry.reason && entry.changes.length === 0) return null;
  return (
    <>
      {entry.reason && <span className={styles.reason}>«{entry.reason}»</span>}
      {entry.changes.length > 0 && (
        <dl className={styles.changes}>
          {entry.changes.map((change, index) => (
            <div key={index}>
              <dt>{change.field}</dt>
              <dd>{change.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

export const actorLabel = (entry: AuditEntry): string =>
  entry.actor.id === null
    ? AUDIT_TEXT.system
    : `${entry.actor.name ?? `№ ${entry.actor.id}`}${entry.actor.role ? `, ${AUDIT_TEXT.roles[entry.actor.role] ?? entry.actor.role}` : ''}`;

/** One thing's history as a timeline, oldest first (also beside a part in its own screen). */
export function Timeline({ type, id }: { type: string; id: string }) {
  const history = useEntityHistory(type, id);
  if (history.isPending) return <LoadingRows label={AUDIT_TEXT.historyLoading} rows={2} height={48} />;
  if (history.isError)
    return <LoadError query={history} title={AUDIT_TEXT.historyError} retry={AUDIT_TEXT.retry} />;
  return (
    <ol className={styles.timeline} aria-label={AUDIT_TEXT.history}>
      {history.data.events.map((entry) => (
        <li key={entry.id} data-admin={entry.actor.role === 'admin' || undefined}>
          <span className={styles.timelineWhat}>{entry.action}</span>
          <span className={styles.muted}>
            <time dateTime={entry.at}>{formatDate(entry.at, { withTime: true })}</time> · {actorLabel(entry)}
          </span>
          <Changes entry={entry} />
        </li>
      ))}
    </ol>
  );
}

/** The whole history of one thing, oldest first, beside the journal. */
export function EntityHistory({ entity, onClose }: { entity: AuditEntity | null; onClose: () => void }) {
  return (
    <SidePanel
      open={entity !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        entity ? AUDIT_TEXT.historyOf(entity.typeLabel, entity.name ?? `№ ${entity.id}`) : AUDIT_TEXT.history
      }
    >
      {entity && <Timeline type={entity.type} id={entity.id} />}
    </SidePanel>
  );
}

import { History, RotateCcw } from 'lucide-react';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, Skeleton, LoadError } from '../../shared/ui';
import { usePageHistory } from './api/getPageHistory';
import { useRestorePage } from './api/restorePage';
import { SITE_TEXT, type PageSlug } from './model';
import styles from './SiteManagement.module.css';

const P = SITE_TEXT.pages;

/** Who changed the page and when, newest first; any earlier version can be written back. */
export function PageHistory({ slug }: { slug: PageSlug }) {
  const history = usePageHistory<unknown>(slug);
  const restore = useRestorePage(slug);

  const onRestore = async (version: number) => {
    try {
      await restore.mutateAsync(version);
      toast.success(P.restored(version));
    } catch {
      // The request's error toast has told why.
    }
  };

  return (
    <section className={styles.history} aria-labelledby={`history-${slug}`}>
      <h3 id={`history-${slug}`} className={styles.subheading}>
        <History size={16} aria-hidden="true" /> {P.history}
      </h3>
      {history.isPending ? (
        <Skeleton height={80} />
      ) : history.isError ? (
        <LoadError query={history} title={P.loadError} retry="Повторить" detail={false} />
      ) : history.data.versions.length === 0 ? (
        <p className={styles.hint}>{P.historyEmpty}</p>
      ) : (
        <ol className={styles.timeline}>
          {history.data.versions.map((entry, index) => (
            <li key={entry.version}>
              <span className={styles.timelineWhat}>
                {P.version(entry.version)}
                {index === 0 && (
                  <span className={styles.badge} data-badge="published">
                    {P.current}
                  </span>
                )}
              </span>
              <span className={styles.hint}>
                {formatDate(entry.at, { withTime: true })} ·{' '}
                {entry.userId === null ? P.system : (entry.userName ?? P.unknownAuthor)}
              </span>
              {index > 0 && (
                <Button
                  size="small"
                  disabled={restore.isPending}
                  onClick={() => void onRestore(entry.version)}
                >
                  <RotateCcw size={14} aria-hidden="true" /> {P.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

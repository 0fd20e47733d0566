import { ExternalLink, Pencil, Plus, Send, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, Pagination, Skeleton, StateMessage, TableFrame } from '../../shared/ui';
import { useNewsDesk } from './api/listNewsDesk';
import { useNewsAction, type NewsAction } from './api/newsAction';
import { NewsEditor } from './NewsEditor';
import { NEWS_DESK_PAGE_SIZE, SITE_TEXT, newsBadge, type AdminNews, type NewsFilter } from './model';
import styles from './SiteManagement.module.css';

const N = SITE_TEXT.news;
const FILTERS: ReadonlyArray<[NewsFilter, string]> = [
  ['', N.all],
  ['draft', N.badges.draft],
  ['published', N.badges.published],
];

/** The news desk: every item with its state, the editor, publish / take down / delete. */
export function NewsDesk() {
  const [filter, setFilter] = useState<NewsFilter>('');
  const [page, setPage] = useState(1);
  // `undefined`: closed; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<AdminNews | null | undefined>(undefined);
  const desk = useNewsDesk(filter, page);
  const action = useNewsAction();

  const act = async (item: AdminNews, kind: NewsAction) => {
    if (kind === 'delete' && !window.confirm(N.confirmRemove(item.title))) return;
    try {
      await action.mutateAsync({ id: item.id, action: kind });
      toast.success(kind === 'delete' ? N.removed : kind === 'publish' ? N.published : N.unpublished);
    } catch {
      // The request's error toast has told why.
    }
  };

  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        <div className={styles.segmented} role="group" aria-label={N.filter}>
          {FILTERS.map(([value, label]) => (
            <button
              key={value || 'all'}
              type="button"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setPage(1);
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <Button variant="primary" onClick={() => setEditing(null)}>
          <Plus size={16} aria-hidden="true" /> {N.create}
        </Button>
      </div>

      {desk.isPending ? (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">{N.loading}</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </div>
      ) : desk.isError ? (
        <StateMessage
          kind="error"
          title={N.loadError}
          description={desk.error.message}
          action={<Button onClick={() => void desk.refetch()}>Повторить</Button>}
        />
      ) : desk.data.news.length === 0 ? (
        <StateMessage kind="empty" title={N.empty} description={N.emptyHint} />
      ) : (
        <TableFrame label="Новости" stale={desk.isPlaceholderData}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{N.columns.title}</th>
                <th scope="col">{N.columns.status}</th>
                <th scope="col">{N.columns.date}</th>
                <th scope="col">{N.columns.updated}</th>
                <th scope="col">{N.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {desk.data.news.map((item) => {
                const badge = newsBadge(item);
                return (
                  <tr key={item.id}>
                    <td data-label={N.columns.title}>
                      <span className={styles.strong}>{item.title}</span>
                    </td>
                    <td data-label={N.columns.status}>
                      <span className={styles.badge} data-badge={badge}>
                        {N.badges[badge]}
                      </span>
                    </td>
                    <td data-label={N.columns.date} className="tabular">
                      {item.publishedAt ? formatDate(item.publishedAt, { withTime: true }) : N.noDate}
                    </td>
                    <td data-label={N.columns.updated} className="tabular">
                      {formatDate(item.updatedAt, { withTime: true })}
                    </td>
                    <td data-label={N.columns.actions}>
                      <div className={styles.rowActions}>
                        <Button size="small" onClick={() => setEditing(item)}>
                          <Pencil size={14} aria-hidden="true" /> {N.edit}
                        </Button>
                        {item.status === 'draft' ? (
                          <Button
                            size="small"
                            disabled={action.isPending}
                            onClick={() => void act(item, 'publish')}
                          >
                            <Send size={14} aria-hidden="true" /> {N.publish}
                          </Button>
                        ) : (
                          <Button
                            size="small"
                            disabled={action.isPending}
                            onClick={() => void act(item, 'unpublish')}
                          >
                            <Undo2 size={14} aria-hidden="true" /> {N.unpublish}
                          </Button>
                        )}
                        <a
                          className={styles.linkButton}
                          href={`/news/${item.id}`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          <ExternalLink size={14} aria-hidden="true" /> {N.open}
                        </a>
                        <Button
                          size="small"
                          disabled={action.isPending}
                          onClick={() => void act(item, 'delete')}
                          aria-label={`${N.remove}: ${item.title}`}
                        >
                          <Trash2 size={14} aria-hidden="true" /> {N.remove}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      {desk.data && desk.data.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={desk.data.totalPages}
          total={desk.data.total}
          limit={NEWS_DESK_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
      {editing !== undefined && (
        <NewsEditor key={editing?.id ?? 'new'} item={editing} open onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}

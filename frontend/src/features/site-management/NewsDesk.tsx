import { ExternalLink, Pencil, Plus, Send, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, DataTable, ListStates, ListPages, type Column } from '../../shared/ui';
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

  const columns: ReadonlyArray<Column<AdminNews>> = [
    { label: N.columns.title, cell: (item) => <span className={styles.strong}>{item.title}</span> },
    {
      label: N.columns.status,
      cell: (item) => (
        <span className={styles.badge} data-badge={newsBadge(item)}>
          {N.badges[newsBadge(item)]}
        </span>
      ),
    },
    {
      label: N.columns.date,
      className: 'tabular',
      cell: (item) => (item.publishedAt ? formatDate(item.publishedAt, { withTime: true }) : N.noDate),
    },
    {
      label: N.columns.updated,
      className: 'tabular',
      cell: (item) => formatDate(item.updatedAt, { withTime: true }),
    },
    {
      label: N.columns.actions,
      cell: (item) => (
        <div className={styles.rowActions}>
          <Button size="small" onClick={() => setEditing(item)}>
            <Pencil size={14} aria-hidden="true" /> {N.edit}
          </Button>
          {item.status === 'draft' ? (
            <Button size="small" disabled={action.isPending} onClick={() => void act(item, 'publish')}>
              <Send size={14} aria-hidden="true" /> {N.publish}
            </Button>
          ) : (
            <Button size="small" disabled={action.isPending} onClick={() => void act(item, 'unpublish')}>
              <Undo2 size={14} aria-hidden="true" /> {N.unpublish}
            </Button>
          )}
          <a className={styles.linkButton} href={`/news/${item.id}`} target="_blank" rel="noreferrer">
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
      ),
    },
  ];

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

      <ListStates
        query={desk}
        empty={(data) => data.news.length === 0}
        texts={{ loading: N.loading, loadError: N.loadError, retry: 'Повторить' }}
        emptyState={{ title: N.empty, description: N.emptyHint }}
        rowHeight={40}
      >
        {(data) => (
          <DataTable
            label="Новости"
            frame={{ stale: desk.isPlaceholderData }}
            rows={data.news}
            rowKey={(item) => item.id}
            columns={columns}
          />
        )}
      </ListStates>
      <ListPages answer={desk.data} page={page} limit={NEWS_DESK_PAGE_SIZE} onPageChange={setPage} />
      {editing !== undefined && (
        <NewsEditor key={editing?.id ?? 'new'} item={editing} open onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}

import type { DragEndEvent } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { NavigationItem } from '../../entities/content';
import { serverFieldErrors, toastFailure } from '../../shared/api';
import { toast } from '../../shared/toast';
import {
  Button,
  DragHandle,
  MoveButtons,
  SortableArea,
  SortableLevel,
  StateMessage,
  useSortableItem,
  LoadError,
  LoadingRows,
  Options,
} from '../../shared/ui';
import { useNavigationChange, type NavigationInput } from './api/changeNavigation';
import { useAllNavigation } from './api/listAllNavigation';
import { SITE_TEXT } from './model';
import styles from './SiteManagement.module.css';

const M = SITE_TEXT.navigation;
const TYPES = ['page', 'link'] as const;
const MAX_LENGTH = { text: 100, link: 500 } as const;

function ItemFields({
  value,
  onChange,
  errors,
}: {
  value: NavigationInput;
  onChange: (next: NavigationInput) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      {(['text', 'link'] as const).map((name) => (
        <label key={name} className={styles.field}>
          <span className={styles.label}>{M[name]}</span>
          <input
            className={styles.input}
            value={value[name]}
            maxLength={MAX_LENGTH[name]}
            aria-invalid={Boolean(errors[name]) || undefined}
            onChange={(event) => onChange({ ...value, [name]: event.target.value })}
          />
          {errors[name] && <span className={styles.error}>{errors[name]}</span>}
        </label>
      ))}
      <label className={styles.field}>
        <span className={styles.label}>{M.type}</span>
        <select
          className={styles.select}
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as NavigationInput['type'] })}
        >
          <Options of={TYPES.map((type) => [type, M.types[type]] as const)} />
        </select>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.isActive}
          onChange={(event) => onChange({ ...value, isActive: event.target.checked })}
        />
        {M.active}
      </label>
    </>
  );
}

const inputOf = (item: NavigationItem): NavigationInput => ({
  text: item.text,
  link: item.link,
  type: item.type,
  isActive: item.isActive,
});

function Row({
  item,
  index,
  count,
  onMove,
}: {
  item: NavigationItem;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  const sortable = useSortableItem(item.id);
  const change = useNavigationChange();
  const [value, setValue] = useState(inputOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setValue(inputOf(item)), [item]);
  const dirty = JSON.stringify(value) !== JSON.stringify(inputOf(item));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ kind: 'change', id: item.id, item: value });
      setErrors({});
      toast.success(M.saved);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toastFailure(error, 'Не удалось сохранить пункт меню');
    }
  };
  const remove = async () => {
    if (!window.confirm(M.confirmRemove(item.text))) return;
    await change.mutateAsync({ kind: 'remove', id: item.id }).then(
      () => toast.success(M.removed),
      () => undefined,
    );
  };

  return (
    <li {...sortable.item} className={styles.navRow} data-testid="navigation-row">
      <DragHandle handle={sortable.handle} label={M.handle(item.text)} className={styles.handle} />
      <form className={styles.navFields} onSubmit={(event) => void save(event)}>
        <ItemFields value={value} onChange={setValue} errors={errors} />
        <div className={styles.rowActions}>
          <span className={styles.badge} data-badge={item.isActive ? 'published' : 'draft'}>
            {item.isActive ? M.shown : M.hidden}
          </span>
          <MoveButtons name={item.text} index={index} count={count} onMove={onMove} texts={M} />
          <Button
            type="submit"
            size="small"
            variant={dirty ? 'primary' : 'secondary'}
            disabled={!dirty || change.isPending}
          >
            <Save size={14} aria-hidden="true" /> {M.save}
          </Button>
          <Button
            type="button"
            size="small"
            aria-label={`${M.remove}: ${item.text}`}
            disabled={change.isPending}
            onClick={() => void remove()}
          >
            <Trash2 size={14} aria-hidden="true" />
          </Button>
        </div>
      </form>
    </li>
  );
}

/** The site menu: every item (shown or hidden), reordered by dragging or with the arrow buttons. */
export function NavigationEditor() {
  const navigation = useAllNavigation();
  const change = useNavigationChange();
  const [order, setOrder] = useState<NavigationItem[] | null>(null);
  const [draft, setDraft] = useState<NavigationInput>({ text: '', link: '/', type: 'page', isActive: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = order ?? navigation.data ?? [];
  // The server's order wins once it has answered the last change.
  useEffect(() => setOrder(null), [navigation.data]);

  const reorder = async (next: NavigationItem[]) => {
    setOrder(next);
    try {
      await change.mutateAsync({ kind: 'reorder', orderedIds: next.map((item) => item.id) });
      toast.success(M.reordered);
    } catch {
      setOrder(null);
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    void reorder(arrayMove(items, from, to));
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ kind: 'add', item: draft });
      setDraft({ text: '', link: '/', type: 'page', isActive: true });
      setErrors({});
      toast.success(M.added);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toastFailure(error, 'Не удалось добавить пункт меню');
    }
  };

  if (navigation.isPending)
    return <LoadingRows label={M.loading} rows={4} height={48} className={styles.loading} />;
  if (navigation.isError)
    return <LoadError query={navigation} title={M.loadError} retry="Повторить" detail={false} />;

  return (
    <div className={styles.panel}>
      <p className={styles.hint}>{M.dragHint}</p>
      {items.length === 0 ? (
        <StateMessage kind="empty" title={M.empty} />
      ) : (
        <SortableArea
          itemName={(id) => items.find((item) => item.id === id)?.text ?? String(id)}
          onDragEnd={onDragEnd}
        >
          <SortableLevel ids={items.map((item) => item.id)}>
            <ol className={styles.navList} aria-label={SITE_TEXT.tabs.navigation}>
              {items.map((item, index) => (
                <Row
                  key={item.id}
                  item={item}
                  index={index}
                  count={items.length}
                  onMove={(by) => void reorder(arrayMove(items, index, index + by))}
                />
              ))}
            </ol>
          </SortableLevel>
        </SortableArea>
      )}
      <form className={`${styles.navFields} ${styles.addRow}`} onSubmit={(event) => void add(event)}>
        <ItemFields value={draft} onChange={setDraft} errors={errors} />
        <Button type="submit" variant="primary" disabled={change.isPending}>
          <Plus size={14} aria-hidden="true" /> {M.add}
        </Button>
      </form>
    </div>
  );
}

import type { DragEndEvent } from '@dnd-kit/core';
import { ChevronDown, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
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
} from '../../shared/ui';
import { useAdminCategories } from './api/listCategories';
import { CategoryEditor, useRun } from './CategoryEditor';
import { CATEGORY_TEXT as T, buildTree, sectionsWithDepth, subtreeIds, type CategoryNode } from './model';
import styles from './CategoryAdmin.module.css';

interface RowProps {
  node: CategoryNode;
  index: number;
  siblings: readonly CategoryNode[];
  roots: readonly CategoryNode[];
  selected: number | null;
  onSelect: (id: number) => void;
  depth: number;
}

function Row({ node, index, siblings, roots, selected, onSelect, depth }: RowProps) {
  const sortable = useSortableItem(node.id, { parentId: node.parentId });
  const { run, pending } = useRun();
  const [childName, setChildName] = useState<string | null>(null);
  // Sections start folded: a tree of hundreds of categories shows its roots first.
  const [open, setOpen] = useState(false);
  const blocked = useMemo(() => subtreeIds(node), [node]);
  const reorder = (by: -1 | 1) => {
    const ids = siblings.map((sibling) => sibling.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run({ kind: 'reorder', parentId: node.parentId, orderedIds: ids }, T.reordered);
  };
  const addChild = async (event: FormEvent) => {
    event.preventDefault();
    if (!childName?.trim()) return;
    if (!(await run({ kind: 'create', name: childName.trim(), parentId: node.id }, T.created)))
      setChildName(null);
  };

  return (
    <li {...sortable.item} className={styles.item}>
      <div
        className={styles.row}
        data-selected={selected === node.id || undefined}
        data-testid={`category-${node.id}`}
      >
        <DragHandle handle={sortable.handle} label={T.handle(node.name)} className={styles.handle} />
        {node.children.length > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-label={`${open ? 'Свернуть' : 'Развернуть'}: ${node.name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <ChevronDown size={16} aria-hidden="true" />
            ) : (
              <ChevronRight size={16} aria-hidden="true" />
            )}
          </button>
        ) : (
          <span className={styles.toggle} aria-hidden="true" />
        )}
        <button
          type="button"
          className={styles.name}
          aria-pressed={selected === node.id}
          onClick={() => onSelect(node.id)}
        >
          {node.icon && <img src={node.icon} alt="" width={18} height={18} />}
          {node.name}
          {node.filters.length > 0 && <span className={styles.count}>{node.filters.length}</span>}
        </button>
        <span className={styles.rowActions}>
          <MoveButtons
            name={node.name}
            index={index}
            count={siblings.length}
            disabled={pending}
            onMove={reorder}
            texts={T}
          />
          <select
            className={styles.select}
            aria-label={`${T.moveTo}: ${node.name}`}
            value=""
            disabled={pending}
            onChange={(event) => {
              const target = event.target.value;
              if (target)
                void run(
                  { kind: 'move', id: node.id, parentId: target === 'root' ? null : Number(target) },
                  T.moved,
                );
            }}
          >
            <option value="">{T.moveTo}…</option>
            {node.parentId !== null && <option value="root">{T.root}</option>}
            {sectionsWithDepth(roots)
              .filter(({ node: section }) => !blocked.has(section.id) && section.id !== node.parentId)
              .map(({ node: section, depth: level }) => (
                <option key={section.id} value={section.id}>
                  {'— '.repeat(level)}
                  {section.name}
                </option>
              ))}
          </select>
          <Button
            size="small"
            disabled={pending}
            onClick={() => setChildName(childName === null ? '' : null)}
          >
            <Plus size={14} aria-hidden="true" /> {T.addChild}
          </Button>
          <Button
            size="small"
            aria-label={`${T.remove}: ${node.name}`}
            disabled={pending}
            onClick={() =>
              window.confirm(T.confirmRemove(node.name)) &&
              void run({ kind: 'delete', id: node.id }, T.removed)
            }
          >
            <Trash2 size={14} aria-hidden="true" />
          </Button>
        </span>
      </div>
      {childName !== null && (
        <form className={styles.inlineForm} onSubmit={(event) => void addChild(event)}>
          <input
            className={styles.input}
            autoFocus
            aria-label={`${T.newCategory} в «${node.name}»`}
            placeholder={T.newCategory}
            value={childName}
            maxLength={120}
            onChange={(event) => setChildName(event.target.value)}
          />
          <Button type="submit" size="small" variant="primary" disabled={pending || !childName.trim()}>
            {T.save}
          </Button>
          <Button type="button" size="small" onClick={() => setChildName(null)}>
            {T.cancel}
          </Button>
        </form>
      )}
      {open && node.children.length > 0 && (
        <Level
          nodes={node.children}
          roots={roots}
          selected={selected}
          onSelect={onSelect}
          depth={depth + 1}
        />
      )}
    </li>
  );
}

function Level({
  nodes,
  roots,
  selected,
  onSelect,
  depth,
}: {
  nodes: readonly CategoryNode[];
  roots: readonly CategoryNode[];
  selected: number | null;
  onSelect: (id: number) => void;
  depth: number;
}) {
  return (
    <SortableLevel ids={nodes.map((node) => node.id)}>
      <ol className={styles.level} data-depth={depth}>
        {nodes.map((node, index) => (
          <Row
            key={node.id}
            node={node}
            index={index}
            siblings={nodes}
            roots={roots}
            selected={selected}
            onSelect={onSelect}
            depth={depth}
          />
        ))}
      </ol>
    </SortableLevel>
  );
}

function find(nodes: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = find(node.children, id);
    if (inside) return inside;
  }
  return null;
}

/**
 * «Управление категориями»: the product category tree. Drag a category among its siblings to
 * reorder it, or onto a category of another section to move it there at that place; the arrow
 * buttons and «Переместить в» do the same from the keyboard. The public tree follows at once.
 */
export function CategoryAdmin() {
  const categories = useAdminCategories();
  const { run, pending } = useRun();
  const [selected, setSelected] = useState<number | null>(null);
  const [rootName, setRootName] = useState('');
  const roots = useMemo(() => buildTree(categories.data ?? []), [categories.data]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const dragged = find(roots, Number(active.id));
    const target = find(roots, Number(over.id));
    if (!dragged || !target) return;
    const siblingsOf = (parentId: number | null) =>
      parentId === null ? roots : (find(roots, parentId)?.children ?? []);
    if (dragged.parentId === target.parentId) {
      const ids = siblingsOf(dragged.parentId)
        .map((node) => node.id)
        .filter((id) => id !== dragged.id);
      ids.splice(
        siblingsOf(dragged.parentId).findIndex((node) => node.id === target.id),
        0,
        dragged.id,
      );
      void run({ kind: 'reorder', parentId: dragged.parentId, orderedIds: ids }, T.reordered);
    } else if (!subtreeIds(dragged).has(target.id)) {
      const position = siblingsOf(target.parentId).findIndex((node) => node.id === target.id);
      void run({ kind: 'move', id: dragged.id, parentId: target.parentId, position }, T.moved);
    }
  };
  const addRoot = async (event: FormEvent) => {
    event.preventDefault();
    if (rootName.trim() && !(await run({ kind: 'create', name: rootName.trim(), parentId: null }, T.created)))
      setRootName('');
  };

  if (categories.isPending)
    return <LoadingRows label={T.loading} rows={6} height={40} className={styles.loading} />;
  if (categories.isError) return <LoadError query={categories} title={T.loadError} retry={T.retry} />;

  const current = selected === null ? null : find(roots, selected);
  return (
    <div className={styles.layout} data-editing={current ? true : undefined}>
      <div className={styles.tree}>
        <p className={styles.hint}>{T.dragHint}</p>
        {roots.length === 0 ? (
          <StateMessage kind="empty" title={T.empty} />
        ) : (
          <SortableArea itemName={(id) => find(roots, Number(id))?.name ?? String(id)} onDragEnd={onDragEnd}>
            <Level nodes={roots} roots={roots} selected={selected} onSelect={setSelected} depth={0} />
          </SortableArea>
        )}
        <form className={styles.inlineForm} onSubmit={(event) => void addRoot(event)}>
          <input
            className={styles.input}
            aria-label={T.addRoot}
            placeholder={T.newCategory}
            value={rootName}
            maxLength={120}
            onChange={(event) => setRootName(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={pending || !rootName.trim()}>
            <Plus size={14} aria-hidden="true" /> {T.addRoot}
          </Button>
        </form>
      </div>
      {current && <CategoryEditor key={`${current.id}:${current.name}:${current.slug}`} node={current} />}
    </div>
  );
}

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { russianDragAccessibility } from '../lib/dragAnnouncements';
import { Button } from './Button';

/**
 * The pieces of an editor of ordered items (the category trees, the site menu): items dragged by a
 * handle among their siblings, or moved with the arrow buttons from the keyboard; a screen reader
 * hears each step in Russian.
 */
export function SortableArea({
  itemName,
  onDragEnd,
  children,
}: {
  /** The name a screen reader hears for a dragged item. */
  itemName: (id: UniqueIdentifier) => string;
  onDragEnd: (event: DragEndEvent) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={russianDragAccessibility(itemName)}
    >
      {children}
    </DndContext>
  );
}

/** One level of siblings that sort among themselves. */
export function SortableLevel({ ids, children }: { ids: readonly UniqueIdentifier[]; children: ReactNode }) {
  return (
    <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/** An item that can be dragged: the props of its element, and its handle. */
export function useSortableItem(id: UniqueIdentifier, data?: Record<string, unknown>) {
  const sortable = useSortable(data ? { id, data } : { id });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  return {
    item: { ref: sortable.setNodeRef, style, 'data-dragging': sortable.isDragging || undefined },
    handle: { ...sortable.attributes, ...sortable.listeners },
  };
}

/** The grip an item is dragged by (a button, so the keyboard can pick the item up too). */
export function DragHandle({
  handle,
  label,
  className,
}: {
  handle: ReturnType<typeof useSortableItem>['handle'];
  label: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} aria-label={label} {...handle}>
      <GripVertical size={16} aria-hidden="true" />
    </button>
  );
}

/** «Выше» and «Ниже» for an item at `index` of `count` siblings, named after the item. */
export function MoveButtons({
  name,
  index,
  count,
  disabled = false,
  onMove,
  texts,
}: {
  /** The item's name, read after each button's label; none where the list is seen beside them. */
  name?: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
  texts: { moveUp: string; moveDown: string };
}) {
  return (
    <>
      <Button
        size="small"
        aria-label={name ? `${texts.moveUp}: ${name}` : texts.moveUp}
        disabled={index === 0 || disabled}
        onClick={() => onMove(-1)}
      >
        <ArrowUp size={14} aria-hidden="true" />
      </Button>
      <Button
        size="small"
        aria-label={name ? `${texts.moveDown}: ${name}` : texts.moveDown}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(1)}
      >
        <ArrowDown size={14} aria-hidden="true" />
      </Button>
    </>
  );
}

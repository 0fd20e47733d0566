import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears while a list is reordered by keyboard or pointer, in Russian and by
 * the items' own names (dnd-kit's defaults are English and name items by their ids).
 */
export function russianDragAccessibility(nameOf: (id: UniqueIdentifier) => string): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const name = (id: UniqueIdentifier) => `«${nameOf(id)}»`;
  return {
    screenReaderInstructions: {
      draggable:
        'Чтобы взять элемент, нажмите пробел или Enter. Перемещайте его стрелками, ' +
        'пробел или Enter — положить, Escape — отменить.',
    },
    announcements: {
      onDragStart: ({ active }) => `Взят элемент ${name(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${name(active.id)} над элементом ${name(over.id)}.` : `${name(active.id)} вне списка.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `${name(active.id)} перемещён на место элемента ${name(over.id)}.`
          : `${name(active.id)} отпущен.`,
      onDragCancel: ({ active }) => `Перемещение отменено, ${name(active.id)} на прежнем месте.`,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { russianDragAccessibility } from './dragAnnouncements';

describe('drag announcements', () => {
  const names: Record<string, string> = { 66: 'Колёсные пары', 56: 'Тележка' };
  const { announcements, screenReaderInstructions } = russianDragAccessibility(
    (id) => names[String(id)] ?? String(id),
  );
  const item = (id: number) => ({ id }) as never;

  it('speak Russian and name the items, never their ids', () => {
    const said = [
      announcements.onDragStart({ active: item(66) }),
      announcements.onDragOver({ active: item(66), over: item(56) }),
      announcements.onDragEnd({ active: item(66), over: item(56) }),
      announcements.onDragCancel({ active: item(66), over: null }),
      screenReaderInstructions.draggable,
    ];
    expect(said[2]).toBe('«Колёсные пары» перемещён на место элемента «Тележка».');
    for (const text of said) {
      expect(text).toMatch(/[а-яё]/i);
      expect(text).not.toMatch(/Draggable|droppable|\b66\b|\b56\b/);
    }
  });
});

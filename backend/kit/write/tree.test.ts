import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { TreeRules, type Tree, type TreeNode } from './tree.ts';

const MESSAGES = {
  notFound: 'нет раздела',
  parentNotFound: 'нет родителя',
  nameRequired: 'нет названия',
  nameTooLong: 'длинное название',
  duplicateName: 'такое название есть',
  badSlug: 'плохой адрес',
  duplicateSlug: 'такой адрес есть',
  badOrder: 'плохой порядок',
};
const rules = new TreeRules<TreeNode>(MESSAGES, 10);
const node = (id: number, name: string, parentId: number | null, position: number): TreeNode => ({
  id,
  name,
  slug: `s${id}`,
  parentId,
  position,
});
// 1 ─┬─ 2 ── 4
//    └─ 3
const tree: Tree<TreeNode> = {
  nodes: new Map(
    [node(1, 'Тележка', null, 0), node(3, 'Рамы', 1, 1), node(2, 'Колёса', 1, 0), node(4, 'Оси', 2, 0)].map(
      (n) => [n.id, n],
    ),
  ),
};
const refusal = (run: () => unknown): { status: number; message: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('TreeRules', () => {
  it('lists children in their order and puts a new one after the last', () => {
    expect(rules.children(tree, 1).map((n) => n.id)).toEqual([2, 3]);
    expect(rules.nextPosition(tree, 1)).toBe(2);
    expect(rules.nextPosition(tree, 3)).toBe(0);
  });

  it('knows what lies under a section, the section itself included', () => {
    expect(rules.isInside(tree, 4, 1)).toBe(true);
    expect(rules.isInside(tree, 2, 2)).toBe(true);
    expect(rules.isInside(tree, 3, 2)).toBe(false);
    expect(rules.isInside(tree, null, 1)).toBe(false);
  });

  it('refuses a sibling name in any case, an empty or long name, a taken or malformed address', () => {
    expect(refusal(() => rules.checkName(tree, 'рамы', 1, null))).toEqual({
      status: 409,
      message: MESSAGES.duplicateName,
    });
    expect(() => rules.checkName(tree, 'рамы', 1, 3)).not.toThrow();
    expect(() => rules.checkName(tree, 'Рамы', 2, null)).not.toThrow();
    expect(refusal(() => rules.checkName(tree, '', null, null)).status).toBe(400);
    expect(refusal(() => rules.checkName(tree, 'Очень длинное', null, null)).message).toBe(
      MESSAGES.nameTooLong,
    );
    expect(refusal(() => rules.checkSlug(tree, 's2', null))).toEqual({
      status: 409,
      message: MESSAGES.duplicateSlug,
    });
    expect(refusal(() => rules.checkSlug(tree, 'Не-так', null)).message).toBe(MESSAGES.badSlug);
    expect(rules.derivedSlug(tree, 'Колёсные пары')).toBe('kolesnye-pary');
  });

  it('accepts a new order naming every sibling once; the same order changes nothing', () => {
    expect(rules.checkOrder(tree, 1, [3, 2])).toBe(true);
    expect(rules.checkOrder(tree, 1, [2, 3])).toBe(false);
    for (const wrong of [[3], [3, 3], [3, 2, 4]]) {
      expect(refusal(() => rules.checkOrder(tree, 1, wrong))).toEqual({
        status: 400,
        message: MESSAGES.badOrder,
      });
    }
    expect(refusal(() => rules.checkOrder(tree, 9, [])).message).toBe(MESSAGES.notFound);
  });

  it('finds a parent, or answers 404 in the parent’s words', () => {
    expect(rules.parent(tree, null)).toBeNull();
    expect(rules.parent(tree, 2)?.name).toBe('Колёса');
    expect(refusal(() => rules.parent(tree, 9))).toEqual({ status: 404, message: MESSAGES.parentNotFound });
  });
});

import { describe, expect, it } from 'vitest';
import { PartIndex } from './part-index.ts';
import { designationKey } from './rules.ts';
import type { PartDoc } from './view.ts';

const part = (
  id: number,
  designation: string,
  name: string,
  more: Partial<PartDoc> & { references?: string[] } = {},
): PartDoc => {
  const references = more.references ?? [];
  return {
    _id: String(id),
    id,
    designation,
    name,
    categoryId: more.categoryId ?? 1,
    crossReferences: references.map((reference) => ({
      designation: reference,
      kind: 'same',
      source: '',
      addedBy: null,
      addedAt: '',
    })),
    keys: [designation, ...references].map(designationKey),
    ownKeys: [designation, ...references].map(designationKey),
    mergedInto: more.mergedInto ?? null,
    createdAt: '',
    updatedAt: '',
  };
};

const ids = (index: PartIndex, text: string, categoryId?: number) =>
  index.search(text, categoryId).map((found) => found.id);

describe('the part search index', () => {
  const index = new PartIndex();
  index.apply(part(1, 'СА-3', 'Автосцепка СА-3 в сборе', { references: ['106.01.000-0'] }));
  index.apply(part(2, '100.00.010-1', 'Рама боковая'));
  index.apply(part(3, '100.00.010-3', 'Рама боковая литая', { categoryId: 2 }));
  index.apply(part(4, 'РБ-1750', 'Рама боковая', { mergedInto: 2 }));

  it('finds a designation or a cross-reference however its separators, look-alike letters or keyboard layout are typed', () => {
    for (const typed of ['СА-3', 'са3', 'ca3', 'CA 3', 'cf-3', '106.01.000-0', '106 01 000 0', '10601'])
      expect(ids(index, typed), typed).toEqual([1]);
  });

  it('finds the beginning of a designation, and the beginnings of the name’s words, by designation', () => {
    expect(ids(index, '100.00.010')).toEqual([2, 3]);
    expect(ids(index, 'рама бок')).toEqual([2, 3]);
    expect(ids(index, 'hfvf')).toEqual([2, 3]);
    expect(ids(index, 'Автосцепка')).toEqual([1]);
    expect(ids(index, 'литая рама')).toEqual([3]);
    expect(ids(index, 'рама', 2)).toEqual([3]);
    expect(ids(index, 'ПМК-110А')).toEqual([]);
  });

  it('lists a merged part nowhere, and follows a part’s document as it changes', () => {
    expect(ids(index, 'РБ-1750')).toEqual([]);
    index.apply(part(2, '100.00.010-1', 'Рама боковая', { references: ['РБ-1750'] }));
    expect(ids(index, 'рб 1750')).toEqual([2]);
    index.apply(part(2, '100.00.010-1', 'Рама боковая'));
    expect(ids(index, 'рб 1750')).toEqual([]);
    expect(index.terms().keys).toBe(4);
  });
});

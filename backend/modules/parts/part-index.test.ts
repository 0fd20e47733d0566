import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoopHold } from '../../../infra/loop-hold/index.ts';
import { timerTurns } from '../../../tests/support/timer-turns.ts';
import { SqliteReadStore } from '../../../infra/read-store/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import { PartIndex, PartIndexSync } from './part-index.ts';
import { designationKey } from './rules.ts';
import { PARTS_PROJECTION, type PartDoc } from './view.ts';

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

describe('the part index built from its read model', () => {
  it('reads the parts a page at a time, letting the loop turn: no turn holds it 50 ms', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'part-index-build-'));
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const hold = new LoopHold();
    try {
      // 30,000 parts: read and applied in one turn, they held the loop for a few hundred ms of CPU.
      const position = { commit: 1, prepare: 1 };
      const docs = Array.from({ length: 30_000 }, (_, i) => ({
        ...part(i + 1, `100.${String(i).padStart(5, '0')}.010-${i % 10}`, `Рама боковая литая ${i}`, {
          references: [`РБ-${i}`],
        }),
        _pos: position,
      }));
      for (let i = 0; i < docs.length; i += 1_000)
        await store
          .collection('parts_v1')
          .bulkWrite(docs.slice(i, i + 1_000).map((doc) => ({ upsert: doc })));
      const state = { collection: 'parts_v1', position };
      const readModels = {
        known: (name: string) => (name === PARTS_PROJECTION ? state : undefined),
        checkpoint: async (name: string) => (name === PARTS_PROJECTION ? state : null),
        collection: async () => store.collection('parts_v1'),
      } as unknown as ReadModels;
      const sync = new PartIndexSync(readModels);
      // The writes above are counted at the timer's next turn: the build is measured from after it.
      await timerTurns(2);
      hold.take();
      const index = await sync.current();
      // The hold is recorded at the timer's next turns: a task still holding the loop shows there.
      await timerTurns(2);
      const longest = hold.take();
      expect(index.size).toBe(30_000);
      expect(ids(index, 'РБ-29999')).toEqual([30_000]);
      expect(longest, 'the most CPU time between two turns of the loop during the build, ms').toBeLessThan(
        50,
      );
    } finally {
      hold.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

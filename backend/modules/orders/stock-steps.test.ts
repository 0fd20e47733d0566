import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoopHold } from '../../../infra/loop-hold/index.ts';
import { timerTurns } from '../../../tests/support/timer-turns.ts';
import { SqliteReadStore } from '../../../infra/read-store/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import { OrderQueries } from './queries.ts';

const STATUSES = ['received', 'closed', 'returned', 'new'] as const;

describe('the orders whose steps may move stock', () => {
  it('are read a page at a time, letting the loop turn: no turn holds it 50 ms', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'order-stock-steps-'));
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const hold = new LoopHold();
    try {
      // 30,000 orders of the last days, each with its history: read whole, the sweep at start held
      // the loop for a few hundred ms of CPU in one turn.
      const docs = Array.from({ length: 30_000 }, (_, i) => ({
        _id: String(i + 1),
        id: i + 1,
        status: STATUSES[i % 4]!,
        updatedAt: `2026-11-${String(1 + (i % 27)).padStart(2, '0')}T10:00:00.000Z`,
        warehouseId: i % 3 === 0 ? null : 1 + (i % 5),
        restock: i % 6 === 0,
        productName: `Рама боковая литая 100.00.010-${i}`,
        history: Array.from({ length: 6 }, (_, k) => ({
          status: STATUSES[k % 4],
          at: '2026-11-01T10:00:00.000Z',
          by: k,
          comment: 'Отгружено со склада, документы приложены',
        })),
      }));
      for (let i = 0; i < docs.length; i += 1_000)
        await store
          .collection('orders_v1')
          .bulkWrite(docs.slice(i, i + 1_000).map((doc) => ({ upsert: doc })));
      const readModels = { collection: async () => store.collection('orders_v1') } as unknown as ReadModels;
      const queries = new OrderQueries({ readModels, names: async () => null } as never);
      const since = '2026-11-10T00:00:00.000Z';
      const expected = docs
        .filter(
          (doc) =>
            ['received', 'closed', 'returned'].includes(doc.status) &&
            doc.updatedAt >= since &&
            (doc.warehouseId !== null || doc.restock),
        )
        .map((doc) => doc.id);
      // The writes above are counted at the timer's next turn: the read is measured from after it.
      await timerTurns(2);
      hold.take();
      const ids = await queries.stockStepsSince(since);
      // The hold is recorded at the timer's next turns: a task still holding the loop shows there.
      await timerTurns(2);
      const longest = hold.take();
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
      expect(longest, 'the most CPU time between two turns of the loop during the read, ms').toBeLessThan(50);
    } finally {
      hold.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keysRefreshedBy, refreshForNotification, refreshOnPush } from './liveRefresh';

describe('lists refreshed by a pushed notification', () => {
  it('marks every query under the keys registered for its kind stale, and no other', async () => {
    refreshOnPush(['test-order'], ['test-orders']);
    refreshOnPush(['test-order', 'test-contract'], ['test-accounting']);
    refreshOnPush(['test-order'], ['test-orders']); // registering twice keeps one entry
    expect(keysRefreshedBy('test-order')).toEqual([['test-orders'], ['test-accounting']]);

    const client = new QueryClient();
    for (const key of [
      ['test-orders', 'list', 'seller'],
      ['test-orders', 'one', 7],
      ['test-accounting', 'register'],
      ['test-contracts'],
    ])
      client.setQueryData(key, { loaded: true });
    await refreshForNotification(client, { type: 'test-order', title: 'Новая заявка на товар' });

    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['test-orders', 'list', 'seller'])).toBe(true);
    expect(stale(['test-orders', 'one', 7])).toBe(true);
    expect(stale(['test-accounting', 'register'])).toBe(true);
    expect(stale(['test-contracts'])).toBe(false);
  });

  it('ignores a notification without a kind', async () => {
    const client = new QueryClient();
    client.setQueryData(['test-orders'], 1);
    await refreshForNotification(client, { title: 'без вида' });
    await refreshForNotification(client, null);
    expect(client.getQueryState(['test-orders'])?.isInvalidated).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PubSub } from '../../infra/pubsub/types.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * The behaviour every pub/sub adapter must share. Delivery is asynchronous, so the tests wait for
 * messages; "nothing arrived" is proven by a later message on the same path arriving first.
 */
export function pubSubContract(name: string, make: () => Promise<PubSub>): void {
  describe(`PubSub contract: ${name}`, () => {
    let pubsub: PubSub;
    const fresh = (label: string): string => `${label}-${randomUUID().slice(0, 8)}`;

    beforeEach(async () => {
      pubsub = await make();
    });

    afterEach(async () => {
      await pubsub.close();
    });

    it('delivers JSON copies of published messages, in order', async () => {
      const channel = fresh('chat');
      const received: unknown[] = [];
      await pubsub.subscribe(channel, (message) => received.push(message));
      const message = {
        type: 'new_message',
        text: 'Здравствуйте, букса в наличии?',
        at: new Date(0),
        list: [1, { a: null }],
      };
      await pubsub.publish(channel, message);
      await pubsub.publish(channel, 'second');
      await pubsub.publish(channel, 3);
      message.list.push(2); // changing the original after publishing changes nothing
      await waitFor(() => received.length === 3, 5_000, 'three messages');
      expect(received).toEqual([
        {
          type: 'new_message',
          text: 'Здравствуйте, букса в наличии?',
          at: '1970-01-01T00:00:00.000Z',
          list: [1, { a: null }],
        },
        'second',
        3,
      ]);
      expect(received[0]).not.toBe(message);
    });

    it('delivers to every subscriber, each with its own copy', async () => {
      const channel = fresh('fanout');
      const first: Array<{ n: number; seen?: boolean }> = [];
      const second: Array<{ n: number; seen?: boolean }> = [];
      await pubsub.subscribe(channel, (message) => {
        const m = message as { n: number; seen?: boolean };
        m.seen = true; // a subscriber that mutates its message must not affect the others
        first.push(m);
      });
      await pubsub.subscribe(channel, (message) => second.push(message as { n: number }));
      await pubsub.publish(channel, { n: 1 });
      await waitFor(() => first.length === 1 && second.length === 1, 5_000, 'both subscribers');
      expect(first).toEqual([{ n: 1, seen: true }]);
      expect(second).toEqual([{ n: 1 }]);
    });

    it('stops delivering to a subscriber once it unsubscribes', async () => {
      const channel = fresh('unsub');
      const leaving: unknown[] = [];
      const staying: unknown[] = [];
      const unsubscribe = await pubsub.subscribe(channel, (message) => leaving.push(message));
      await pubsub.subscribe(channel, (message) => staying.push(message));
      await pubsub.publish(channel, 1);
      await waitFor(() => leaving.length === 1 && staying.length === 1, 5_000, 'first message');
      await unsubscribe();
      await unsubscribe(); // twice is harmless
      await pubsub.publish(channel, 2);
      await waitFor(() => staying.length === 2, 5_000, 'second message');
      expect(leaving).toEqual([1]);

      // The last subscriber leaving, then a new one joining, still works.
      const solo = fresh('resubscribe');
      const stop = await pubsub.subscribe(solo, () => {});
      await stop();
      const again: unknown[] = [];
      await pubsub.subscribe(solo, (message) => again.push(message));
      await pubsub.publish(solo, 'back');
      await waitFor(() => again.length === 1, 5_000, 'message after resubscribing');
    });

    it('keeps channels apart', async () => {
      const a = fresh('a');
      const b = fresh('b');
      const onA: unknown[] = [];
      const onB: unknown[] = [];
      await pubsub.subscribe(a, (message) => onA.push(message));
      await pubsub.subscribe(b, (message) => onB.push(message));
      await pubsub.publish(a, 'for a');
      await pubsub.publish(b, 'for b');
      await waitFor(() => onA.length === 1 && onB.length === 1, 5_000, 'one message per channel');
      expect(onA).toEqual(['for a']);
      expect(onB).toEqual(['for b']);
    });

    it('does not let a throwing subscriber keep the message from the others', async () => {
      const channel = fresh('throwing');
      const received: unknown[] = [];
      await pubsub.subscribe(channel, () => {
        throw new Error('subscriber bug');
      });
      await pubsub.subscribe(channel, (message) => received.push(message));
      await pubsub.publish(channel, 'one');
      await pubsub.publish(channel, 'two');
      await waitFor(() => received.length === 2, 5_000, 'messages past the throwing subscriber');
      expect(received).toEqual(['one', 'two']);
    });
  });
}

import { timingSafeEqual } from 'node:crypto';
import { badRequest, type Decider, type DomainEvent } from '../../kit/write/index.ts';

/** The open links of one user: each token hash with its expiry. A used link is gone. */
export interface LinkState {
  readonly open: ReadonlyMap<string, string>;
}

export type LinkCommand =
  | {
      readonly kind: 'request';
      readonly userId: number;
      readonly tokenHash: string;
      readonly expiresAt: string;
    }
  | { readonly kind: 'use'; readonly userId: number; readonly tokenHash: string; readonly now: string };

type Requested<R extends string> = DomainEvent<
  R,
  { readonly userId: number; readonly tokenHash: string; readonly expiresAt: string }
>;
type Used<U extends string> = DomainEvent<U, { readonly userId: number; readonly tokenHash: string }>;

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A mailed single-use link (a password reset, a sign-in): it works once and only before it
 * expires; a new request leaves older links open until they expire. "Once" holds under races
 * because the use is appended at the stream's revision it was decided on.
 */
export function linkDecider<R extends string, U extends string>(
  types: { readonly requested: R; readonly used: U },
  invalidMessage: string,
): Decider<LinkCommand, Requested<R> | Used<U>, LinkState> {
  return {
    initialState: { open: new Map() },
    evolve(state, event) {
      const open = new Map(state.open);
      if (event.type === types.requested)
        open.set(event.data.tokenHash, (event as Requested<R>).data.expiresAt);
      else open.delete(event.data.tokenHash);
      return { open };
    },
    decide(command, state) {
      if (command.kind === 'request') {
        const { userId, tokenHash, expiresAt } = command;
        return [{ type: types.requested, data: { userId, tokenHash, expiresAt } }];
      }
      const match = [...state.open].find(([hash]) => sameHash(hash, command.tokenHash));
      if (!match || match[1] <= command.now) throw badRequest(invalidMessage, { token: invalidMessage });
      return [{ type: types.used, data: { userId: command.userId, tokenHash: command.tokenHash } }];
    },
  };
}

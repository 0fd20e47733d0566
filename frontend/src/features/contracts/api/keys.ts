import type { DisplayStatus } from '../model';
import { refreshOnPush } from '../../../shared/realtime';

/** Query keys of the contracts: every endpoint's key starts with `contracts`. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (filter: { status: DisplayStatus | ''; search: string }) => ['contracts', 'list', filter] as const,
  one: (id: number) => ['contracts', 'one', id] as const,
  inForce: (sellerId: number) => ['contracts', 'in-force', sellerId] as const,
};

// A contract proposed, signed or ended by the other company.
refreshOnPush(['contract'], contractKeys.all);

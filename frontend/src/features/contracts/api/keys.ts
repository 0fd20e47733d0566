import type { DisplayStatus } from '../model';

/** Query keys of the contracts: every endpoint's key starts with `contracts`. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (filter: { status: DisplayStatus | ''; search: string }) => ['contracts', 'list', filter] as const,
  one: (id: number) => ['contracts', 'one', id] as const,
  inForce: (sellerId: number) => ['contracts', 'in-force', sellerId] as const,
};

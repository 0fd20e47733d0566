import type { CommandContext, WriteStores } from '../../kit/write/index.ts';

/** How the write side of a deal (an order, a service request) reaches its contracts (given by the composition root). */
export interface DealContracts {
  /** The contract a deal is placed under between its buyer and its seller, checked on the contract's own stream. */
  forDeal(
    contractId: number,
    buyerId: number,
    sellerId: number,
    context: CommandContext,
  ): Promise<{ id: number; number: string; termsLine: string }>;
  /** The day a contract was signed, as its seller reads it; null when it cannot be read. */
  signedOn(contractId: number, sellerId: number): Promise<string | null>;
}

/** What a deal's commands write with: the stores, and the contracts a deal may be placed under (none wired: none). */
export type DealWriteStores = WriteStores & { readonly contracts?: DealContracts };

/** The day part of an ISO instant; null when it is not one. */
const dayOf = (instant: unknown): string | null =>
  typeof instant === 'string' && /^\d{4}-\d{2}-\d{2}/.test(instant) ? instant.slice(0, 10) : null;

/**
 * What a deal's documents are issued on, as the deal's own stream states it: the contract it was
 * placed under (on the day its seller reads it was signed), else the order or service request
 * itself, on the day it was placed (`placedAt`, the instant of the stream's first event).
 */
export async function dealBasis<K extends string>(
  contract: { readonly id: number; readonly number: string } | null | undefined,
  sellerId: number,
  contracts: DealContracts | null | undefined,
  own: { readonly kind: K; readonly title: string; readonly number: string; readonly placedAt: unknown },
): Promise<{ kind: 'contract' | K; title: string; number: string; date: string | null }> {
  if (!contract) return { kind: own.kind, title: own.title, number: own.number, date: dayOf(own.placedAt) };
  const date = contracts ? await contracts.signedOn(contract.id, sellerId) : null;
  return { kind: 'contract', title: 'Договор поставки', number: contract.number, date };
}

/** The contract a new deal is placed under: none when the buyer names none (or no contracts are wired). */
export async function placedUnder(
  contracts: DealContracts | null | undefined,
  contractId: number | null | undefined,
  parties: { readonly buyerId: number; readonly sellerId: number },
  context: CommandContext,
): Promise<{ id: number; number: string; termsLine: string } | null> {
  if (!contractId || !contracts) return null;
  return contracts.forDeal(contractId, parties.buyerId, parties.sellerId, context);
}

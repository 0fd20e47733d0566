import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String;
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
/**
 * A side of the contract. The proposer's side is its company. The other side is addressed by its
 * ИНН: `companyId` is null on contracts drafted since ADR 0052 (the company holding the ИНН verified
 * receives it, whichever that is until one signs), and `name` what was known when it was drafted.
 */
const Party = Schema.Struct({ companyId: Schema.NullOr(Id), name: Text, inn: Text });
/** The company that signed for the side the contract was addressed to. */
const Signer = Schema.Struct({ companyId: Id, name: Text });

/** What the two companies agree on: the terms a deal under the contract takes. */
export const ContractTerms = Schema.Struct({
  subject: Text,
  validFrom: Day,
  validTo: Day,
  /** Share paid before shipment, 0–100. */
  prepaymentPercent: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(100)),
  /** Days to pay the rest after delivery. */
  deferralDays: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(365)),
  deliveryTerms: Text,
  /** The price list or specification the prices come from. */
  priceReference: Text,
});
export type ContractTermsValue = typeof ContractTerms.Type;

/** One contract between a supplier's company and a buyer's company, stream `contract-<id>`. */
const contractSchemas = {
  ContractDrafted: Schema.Struct({
    contractId: Id,
    number: Text,
    /** Who proposed it, and for which side. */
    proposedBy: Schema.Literals(['supplier', 'buyer']),
    supplier: Party,
    buyer: Party,
    terms: ContractTerms,
  }),
  ContractRevised: Schema.Struct({ contractId: Id, terms: ContractTerms }),
  ContractSentForSignature: Schema.Struct({ contractId: Id }),
  ContractChangesRequested: Schema.Struct({ contractId: Id, comment: Text }),
  /** `signer` is absent on contracts signed before ADR 0052: their party's company signed. */
  ContractSigned: Schema.Struct({ contractId: Id, signer: Schema.optional(Signer) }),
  ContractDeclined: Schema.Struct({ contractId: Id, reason: Text }),
  ContractTerminated: Schema.Struct({
    contractId: Id,
    by: Schema.Literals(['supplier', 'buyer']),
    reason: Text,
  }),
  ContractScanAttached: Schema.Struct({
    contractId: Id,
    url: Text,
    by: Schema.Literals(['supplier', 'buyer']),
  }),
};

type Schemas = typeof contractSchemas;
export type ContractEvent = { [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']> }[keyof Schemas];
export type ContractDrafted = Extract<ContractEvent, { type: 'ContractDrafted' }>['data'];
export type ContractParty = ContractDrafted['supplier'];
export type ContractSigner = typeof Signer.Type;

export const contractEvents = new EventCodec<ContractEvent>(contractSchemas);
export const contractStream = (contractId: number): string => `contract-${contractId}`;
export const CONTRACT_SEQUENCE = 'contract';
/** Д-000012: the number on the paper. */
export const contractNumber = (contractId: number): string => `Д-${String(contractId).padStart(6, '0')}`;

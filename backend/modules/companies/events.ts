import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));
/** A PDF uploaded through /api/uploads/documents. */
export const PROOF_URL = /^\/uploads\/documents\/[A-Za-z0-9._-]{1,200}\.pdf$/;
/** What proves the requisites: a выписка from ЕГРЮЛ/ЕГРИП, or a letter on the company's letterhead. */
export type ProofKind = 'egrul' | 'letterhead';

/** Events of one company, stream `company-<id>`. Who acted is in the metadata. */
const schemas = {
  CompanyRegistered: Schema.Struct({
    companyId: Id,
    name: Text,
    inn: Schema.String.check(Schema.isPattern(/^(\d{10}|\d{12})$/)),
    /** Organisations (10-digit ИНН) have a КПП; sole proprietors (12 digits) have none. */
    kpp: Schema.NullOr(Schema.String.check(Schema.isPattern(/^\d{4}[\dA-Z]{2}\d{3}$/))),
    ogrn: Schema.String.check(Schema.isPattern(/^(\d{13}|\d{15})$/)),
    legalAddress: Text,
    founderId: Id,
  }),
  CompanyDetailsChanged: Schema.Struct({
    companyId: Id,
    name: Text,
    kpp: Schema.NullOr(Schema.String.check(Schema.isPattern(/^\d{4}[\dA-Z]{2}\d{3}$/))),
    ogrn: Schema.String.check(Schema.isPattern(/^(\d{13}|\d{15})$/)),
    legalAddress: Text,
  }),
  /** The bank for payments (printed on invoices); null when removed. */
  CompanyBankDetailsChanged: Schema.Struct({
    companyId: Id,
    bank: Schema.NullOr(
      Schema.Struct({
        bankName: Text,
        bik: Schema.String.check(Schema.isPattern(/^04\d{7}$/)),
        corrAccount: Schema.String.check(Schema.isPattern(/^301\d{17}$/)),
        account: Schema.String.check(Schema.isPattern(/^\d{20}$/)),
      }),
    ),
  }),
  /** A site admin checked the requisites against the state register (ЕГРЮЛ/ЕГРИП). */
  CompanyVerified: Schema.Struct({ companyId: Id }),
  /** The check no longer holds: revoked by an admin, or the requisites changed since. */
  CompanyVerificationRevoked: Schema.Struct({ companyId: Id, reason: Text }),
  /**
   * The company's admin sent a document proving its requisites (a выписка ЕГРЮЛ/ЕГРИП, or a letter
   * on the company's letterhead), a PDF from /api/uploads/documents; a site admin reviews it when verifying.
   */
  CompanyProofSubmitted: Schema.Struct({
    companyId: Id,
    url: Schema.String.check(Schema.isPattern(PROOF_URL)),
    kind: Schema.Literals(['egrul', 'letterhead']),
  }),
  /** The founder could not join (they joined another company at the same moment): undone. */
  CompanyRegistrationCancelled: Schema.Struct({ companyId: Id, reason: Text }),
};

type Schemas = typeof schemas;
export type CompanyEvent = { [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']> }[keyof Schemas];

export const companyEvents = new EventCodec<CompanyEvent>(schemas);

export const companyStream = (companyId: number): string => `company-${companyId}`;

/** A company's bank for payments: the bank's name, БИК, корреспондентский and расчётный счёт. */
export interface BankDetails {
  readonly bankName: string;
  readonly bik: string;
  readonly corrAccount: string;
  readonly account: string;
}

import { describe, expect, it } from 'vitest';
import { DeciderSpecification, noSuchDay } from '../../kit/write/index.ts';
import { MESSAGES, companyOnSide, contractDecider, isInForce, type ContractActor } from './decider.ts';
import { contractEvents, type ContractEvent } from './events.ts';
import { TERM_MESSAGES, checkTerms, termsLine } from './rules.ts';

const spec = DeciderSpecification.for(contractDecider, contractEvents);
const supplier: ContractActor = { side: 'supplier', role: 'supplier' };
const buyer: ContractActor = { side: 'buyer', role: 'buyer' };
const stranger: ContractActor = { side: null, role: 'buyer' };
const admin: ContractActor = { side: null, role: 'admin' };
const terms = {
  subject: 'Поставка боковых рам и надрессорных балок',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  prepaymentPercent: 30,
  deferralDays: 15,
  deliveryTerms: 'Самовывоз со склада поставщика',
  priceReference: 'Прайс-лист от 01.11.2026',
};
/** Addressed to the buyer's ИНН (ADR 0052): no company on that side until one signs. */
const drafted: ContractEvent = {
  type: 'ContractDrafted',
  data: {
    contractId: 7,
    number: 'Д-000007',
    proposedBy: 'supplier',
    supplier: { companyId: 1, name: 'ООО Рама', inn: '7707083893' },
    buyer: { companyId: null, name: 'АО Депо', inn: '7736207543' },
    terms,
  },
};
const depot = { companyId: 2, name: 'АО Депо' };
const sent: ContractEvent = { type: 'ContractSentForSignature', data: { contractId: 7 } };
const signed: ContractEvent = { type: 'ContractSigned', data: { contractId: 7, signer: depot } };
const sign = (actor: ContractActor) =>
  ({ kind: 'sign', actor, signer: actor.side === 'buyer' ? depot : null }) as const;

describe('a contract between two companies', () => {
  it('the proposer sends it, the other side signs', () => {
    spec.given(drafted).when({ kind: 'send', actor: supplier }).then([sent]);
    spec.given(drafted, sent).when(sign(buyer)).then([signed]);
    expect(isInForce(spec.given(drafted, sent, signed).state, '2026-06-01')).toBe(true);
    expect(isInForce(spec.given(drafted, sent, signed).state, '2027-01-01')).toBe(false);
    expect(isInForce(spec.given(drafted, sent).state, '2026-06-01')).toBe(false);
  });

  it('the proposer cannot sign their own proposal; the other side cannot send it', () => {
    spec
      .given(drafted, sent)
      .when(sign(supplier))
      .thenRefused({ status: 403, message: MESSAGES.counterpartyStep });
    spec
      .given(drafted)
      .when({ kind: 'send', actor: buyer })
      .thenRefused({ status: 403, message: MESSAGES.proposerStep });
    spec
      .given(drafted)
      .when(sign(buyer))
      .thenRefused({ status: 409, message: MESSAGES.wrongStep('draft') });
  });

  it('changes requested go back to the proposer, who revises and sends again', () => {
    const asked: ContractEvent = {
      type: 'ContractChangesRequested',
      data: { contractId: 7, comment: 'Отсрочка 30 дней' },
    };
    spec
      .given(drafted, sent)
      .when({ kind: 'requestChanges', actor: buyer, comment: ' Отсрочка 30 дней ' })
      .then([asked]);
    spec
      .given(drafted, sent)
      .when({ kind: 'requestChanges', actor: buyer, comment: ' ' })
      .thenRefused({ status: 400, message: MESSAGES.commentRequired });
    const revised: ContractEvent = {
      type: 'ContractRevised',
      data: { contractId: 7, terms: { ...terms, deferralDays: 30 } },
    };
    spec
      .given(drafted, sent, asked)
      .when({ kind: 'revise', actor: supplier, terms: { ...terms, deferralDays: 30 } })
      .then([revised]);
    spec
      .given(drafted, sent)
      .when({ kind: 'revise', actor: supplier, terms })
      .thenRefused({ status: 409, message: MESSAGES.wrongStep('sent') });
    spec.given(drafted, sent, asked, revised).when({ kind: 'send', actor: supplier }).then([sent]);
  });

  it('declined with a reason; terminated by either side with a reason once signed', () => {
    spec
      .given(drafted, sent)
      .when({ kind: 'decline', actor: buyer, reason: 'Не устраивает предоплата' })
      .then([{ type: 'ContractDeclined', data: { contractId: 7, reason: 'Не устраивает предоплата' } }]);
    spec
      .given(drafted, sent, signed)
      .when({ kind: 'terminate', actor: supplier, reason: 'По соглашению сторон' })
      .then([
        {
          type: 'ContractTerminated',
          data: { contractId: 7, by: 'supplier', reason: 'По соглашению сторон' },
        },
      ]);
    spec
      .given(drafted, sent)
      .when({ kind: 'terminate', actor: buyer, reason: 'Рано' })
      .thenRefused({ status: 409, message: MESSAGES.wrongStep('sent') });
  });

  it('records the company that signed for the side it was addressed to; before that side has none', () => {
    expect(companyOnSide(spec.given(drafted, sent).state, 'buyer')).toBeNull();
    expect(companyOnSide(spec.given(drafted, sent, signed).state, 'buyer')).toBe(2);
    expect(companyOnSide(spec.given(drafted, sent).state, 'supplier')).toBe(1);
    // Signed before ADR 0052: the company it was drafted for signed it.
    const legacy: ContractEvent = {
      ...drafted,
      data: { ...drafted.data, buyer: { companyId: 5, name: 'АО Старое депо', inn: '7736207543' } },
    } as ContractEvent;
    expect(
      spec.given(legacy, sent, { type: 'ContractSigned', data: { contractId: 7 } }).state.signer,
    ).toEqual({ companyId: 5, name: 'АО Старое депо' });
    // A signature without a company the contract reached is refused.
    spec
      .given(drafted, sent)
      .when({ kind: 'sign', actor: buyer, signer: null })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });

  it('strangers get 404, admins read but do not sign (403)', () => {
    spec.given(drafted, sent).when(sign(stranger)).thenRefused({ status: 404, message: MESSAGES.notFound });
    spec.given(drafted, sent).when(sign(admin)).thenRefused({ status: 403, message: MESSAGES.adminReadOnly });
    spec.given().when(sign(buyer)).thenRefused({ status: 404, message: MESSAGES.notFound });
  });
});

describe('contract terms', () => {
  it('are checked all at once with a Russian message per field', () => {
    expect(checkTerms({ ...terms, subject: '  Поставка  ' }).subject).toBe('Поставка');
    try {
      checkTerms({
        subject: '',
        validFrom: '2026-02-30',
        validTo: 'вчера',
        prepaymentPercent: 101,
        deferralDays: -1,
      });
      expect.unreachable();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        subject: TERM_MESSAGES.subject,
        // A day the calendar lacks is told as such, not as a missing date.
        validFrom: noSuchDay('2026-02-30'),
        validTo: TERM_MESSAGES.validTo,
        prepaymentPercent: TERM_MESSAGES.prepaymentPercent,
        deferralDays: TERM_MESSAGES.deferralDays,
      });
    }
    expect(termsLine('Д-000007', terms)).toBe(
      'По договору Д-000007, предоплата 30%, отсрочка 15 дн., Самовывоз со склада поставщика',
    );
  });
});

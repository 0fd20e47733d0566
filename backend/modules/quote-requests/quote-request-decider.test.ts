import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { quoteRequestEvents, type QuoteRequestDrafted, type QuoteRequestEvent } from './events.ts';
import {
  quoteRequestDecider,
  takesAnswers,
  type QuoteActor,
  type QuoteRequestCommand,
} from './quote-request-decider.ts';
import { MESSAGES } from './rules.ts';

const spec = DeciderSpecification.for(quoteRequestDecider, quoteRequestEvents);
const buyer: QuoteActor = { userId: 10, role: 'buyer' };
const ural: QuoteActor = { userId: 21, role: 'supplier' };
const trans: QuoteActor = { userId: 22, role: 'supplier' };
const stranger: QuoteActor = { userId: 23, role: 'supplier' };
const admin: QuoteActor = { userId: 1, role: 'admin' };
const before = '2027-03-01T09:00:00.000Z';
const deadline = '2027-03-10T12:00:00.000Z';
const after = '2027-03-10T12:00:00.001Z';

const request: QuoteRequestDrafted = {
  requestId: 5,
  number: 'ЗП-000005',
  buyerId: 10,
  lines: [
    {
      lineId: 1,
      partId: 3,
      designation: '100.00.010-4',
      name: 'Рама боковая',
      quantity: 40,
      unit: 'шт',
      condition: 'new',
    },
    {
      lineId: 2,
      partId: null,
      designation: 'РУ1-Ш-957-Г',
      name: 'Колёсная пара',
      quantity: 16,
      unit: 'шт',
      condition: 'any',
    },
  ],
  deliveryTo: 'ст. Входная, Западно-Сибирская ж. д.',
  wantedBy: '2027-04-01',
  paymentTerms: 'Отсрочка 30 дней',
  deadline,
  comment: null,
  attachments: [],
  suppliers: [21, 22],
};
const drafted: QuoteRequestEvent = { type: 'QuoteRequestDrafted', data: request };
const sent: QuoteRequestEvent = { type: 'QuoteRequestSent', data: { requestId: 5 } };
const uralLines = [
  { lineId: 1, unitPrice: 185000, quantity: 40, condition: 'new' as const, leadTimeDays: 20 },
  { lineId: 2, unitPrice: 310000.5, quantity: 16, condition: 'repaired' as const, leadTimeDays: 10 },
];
const answer = (actor: QuoteActor, lines = uralLines, now = before): QuoteRequestCommand => ({
  kind: 'answer',
  actor,
  lines,
  validUntil: '2027-04-01',
  comment: null,
  now,
});
const uralAnswered: QuoteRequestEvent = {
  type: 'QuoteAnswered',
  data: {
    requestId: 5,
    supplierId: 21,
    version: 1,
    lines: uralLines,
    validUntil: '2027-04-01',
    comment: null,
  },
};
const closed: QuoteRequestEvent = { type: 'QuoteRequestClosed', data: { requestId: 5 } };

describe('request for quotes decider', () => {
  it('a buyer sends a request at once, or keeps it as a draft and sends it later', () => {
    spec.given().when({ kind: 'create', request, send: true, now: before }).then([drafted, sent]);
    spec.given().when({ kind: 'create', request, send: false, now: before }).then([drafted]);
    spec.given(drafted).when({ kind: 'send', actor: buyer, now: before }).then([sent]);
    spec
      .given(drafted, sent)
      .when({ kind: 'send', actor: buyer, now: before })
      .thenRefused({ status: 409, message: MESSAGES.draftOnly });
  });

  it('refuses no lines, a quantity below 1, a deadline in the past, a supplier asked twice and the buyer asking itself', () => {
    const refusedWith = (changed: Partial<QuoteRequestDrafted>, message: string) =>
      spec
        .given()
        .when({ kind: 'create', request: { ...request, ...changed }, send: true, now: before })
        .thenRefused({ status: 400, message });
    refusedWith({ lines: [] }, MESSAGES.noLines);
    refusedWith({ lines: [{ ...request.lines[0]!, quantity: 0 }] }, MESSAGES.quantity);
    refusedWith({ deadline: '2027-02-28T00:00:00.000Z' }, MESSAGES.deadlinePast);
    refusedWith({ suppliers: [21, 22, 21] }, MESSAGES.supplierTwice);
    refusedWith({ suppliers: [21, 10] }, MESSAGES.ownRequest);
    refusedWith({ suppliers: [] }, MESSAGES.noSuppliers);
    refusedWith(
      { attachments: [{ url: 'https://example.com/a.pdf', name: 'чертёж.pdf' }] },
      MESSAGES.attachmentForeign,
    );
    // A draft may wait for its suppliers.
    spec
      .given()
      .when({ kind: 'create', request: { ...request, suppliers: [] }, send: false, now: before })
      .then([{ type: 'QuoteRequestDrafted', data: { ...request, suppliers: [] } }]);
  });

  it('an asked supplier answers; each revision is a new version', () => {
    spec.given(drafted, sent).when(answer(ural)).then([uralAnswered]);
    spec
      .given(drafted, sent, uralAnswered)
      .when(answer(ural, [uralLines[0]!]))
      .then([
        {
          type: 'QuoteAnswered',
          data: {
            requestId: 5,
            supplierId: 21,
            version: 2,
            lines: [uralLines[0]!],
            validUntil: '2027-04-01',
            comment: null,
          },
        },
      ]);
  });

  it('refuses a supplier not asked, a line the request has not, a line twice, repaired where only new is accepted', () => {
    spec.given(drafted, sent).when(answer(stranger)).thenRefused({ status: 403, message: MESSAGES.notAsked });
    spec.given(drafted, sent).when(answer(buyer)).thenRefused({ status: 403, message: MESSAGES.notAsked });
    spec.given(drafted).when(answer(ural)).thenRefused({ status: 403, message: MESSAGES.notAsked });
    spec
      .given(drafted, sent)
      .when(answer(ural, [{ ...uralLines[0]!, lineId: 9 }]))
      .thenRefused({ status: 400, message: MESSAGES.lineUnknown(9) });
    spec
      .given(drafted, sent)
      .when(answer(ural, [uralLines[0]!, uralLines[0]!]))
      .thenRefused({ status: 400, message: MESSAGES.lineTwice(1) });
    spec
      .given(drafted, sent)
      .when(answer(ural, [{ ...uralLines[0]!, condition: 'repaired' }]))
      .thenRefused({ status: 400, message: MESSAGES.newOnly(1) });
    spec
      .given(drafted, sent)
      .when(answer(ural, [{ ...uralLines[0]!, unitPrice: 1.005 }]))
      .thenRefused({ status: 400, message: MESSAGES.price });
    spec
      .given(drafted, sent)
      .when(answer(ural, []))
      .thenRefused({ status: 400, message: MESSAGES.answerLines });
  });

  it('takes a price in kopecks as written: 19,99 ₽ and 0,29 ₽ are prices, not fractions of a kopeck', () => {
    const priced = [
      { ...uralLines[0]!, unitPrice: 19.99 },
      { ...uralLines[1]!, unitPrice: 0.29 },
    ];
    spec
      .given(drafted, sent)
      .when(answer(ural, priced))
      .then([
        {
          type: 'QuoteAnswered',
          data: {
            requestId: 5,
            supplierId: 21,
            version: 1,
            lines: priced,
            validUntil: '2027-04-01',
            comment: null,
          },
        },
      ]);
  });

  it('an answer after the deadline is refused from the stream and the command clock; an extension reopens it', () => {
    spec
      .given(drafted, sent)
      .when(answer(ural, uralLines, after))
      .thenRefused({ status: 409, message: MESSAGES.closed });
    spec
      .given(drafted, sent)
      .when(answer(ural, uralLines, deadline))
      .thenRefused({ status: 409, message: MESSAGES.closed });
    const later = '2027-03-20T12:00:00.000Z';
    const extended: QuoteRequestEvent = {
      type: 'QuoteRequestDeadlineExtended',
      data: { requestId: 5, deadline: later },
    };
    spec
      .given(drafted, sent)
      .when({ kind: 'extend', actor: buyer, deadline: later, now: after })
      .then([extended]);
    spec
      .given(drafted, sent, extended)
      .when(answer(ural, uralLines, after))
      .then([uralAnswered]);
    spec
      .given(drafted, sent)
      .when({ kind: 'extend', actor: buyer, deadline: '2027-03-05T00:00:00.000Z', now: before })
      .thenRefused({ status: 400, message: MESSAGES.deadlineNotLater });
    spec
      .given(drafted, sent)
      .when({ kind: 'extend', actor: ural, deadline: later, now: before })
      .thenRefused({ status: 403, message: MESSAGES.buyerOnly });
    expect(takesAnswers(spec.given(drafted, sent).state, before)).toBe(true);
    expect(takesAnswers(spec.given(drafted, sent).state, after)).toBe(false);
  });

  it('the buyer closes early; then no answer, no extension', () => {
    spec.given(drafted, sent).when({ kind: 'close', actor: buyer, now: before }).then([closed]);
    spec
      .given(drafted, sent, closed)
      .when(answer(ural))
      .thenRefused({ status: 409, message: MESSAGES.closed });
    spec
      .given(drafted, sent, closed)
      .when({ kind: 'extend', actor: buyer, deadline: '2027-03-20T00:00:00.000Z', now: before })
      .thenRefused({ status: 409, message: MESSAGES.closedEarly });
    spec
      .given(drafted, sent, closed)
      .when({ kind: 'close', actor: buyer, now: before })
      .thenRefused({ status: 409, message: MESSAGES.alreadyClosed });
  });

  it('a supplier declines with a reason, which withdraws its answer', () => {
    const declined: QuoteRequestEvent = {
      type: 'QuoteDeclined',
      data: { requestId: 5, supplierId: 21, reason: 'Нет мощностей' },
    };
    spec
      .given(drafted, sent)
      .when({ kind: 'decline', actor: ural, reason: null, now: before })
      .thenRefused({ status: 400, message: MESSAGES.reason });
    spec
      .given(drafted, sent, uralAnswered)
      .when({ kind: 'decline', actor: ural, reason: 'Нет мощностей', now: before })
      .then([declined]);
    spec
      .given(drafted, sent, uralAnswered, declined, closed)
      .when({ kind: 'award', actor: buyer, choice: { supplierId: 21 }, orderIds: [100], now: before })
      .thenRefused({ status: 400, message: MESSAGES.awardNothing });
  });

  it('awards after the close: the whole request to one supplier, or per line; only lines it priced', () => {
    const transAnswered: QuoteRequestEvent = {
      type: 'QuoteAnswered',
      data: {
        requestId: 5,
        supplierId: 22,
        version: 1,
        lines: [{ lineId: 2, unitPrice: 290000, quantity: 16, condition: 'new', leadTimeDays: 30 }],
        validUntil: '2027-04-01',
        comment: null,
      },
    };
    const given = [drafted, sent, uralAnswered, transAnswered] as const;
    spec
      .given(...given)
      .when({ kind: 'award', actor: buyer, choice: { supplierId: 21 }, orderIds: [100, 101], now: before })
      .thenRefused({ status: 409, message: MESSAGES.notClosed });
    spec
      .given(...given)
      .when({ kind: 'award', actor: buyer, choice: { supplierId: 21 }, orderIds: [100, 101], now: after })
      .then([
        {
          type: 'QuoteRequestAwarded',
          data: {
            requestId: 5,
            awards: [
              {
                lineId: 1,
                supplierId: 21,
                version: 1,
                unitPrice: 185000,
                quantity: 40,
                leadTimeDays: 20,
                condition: 'new',
                orderId: 100,
              },
              {
                lineId: 2,
                supplierId: 21,
                version: 1,
                unitPrice: 310000.5,
                quantity: 16,
                leadTimeDays: 10,
                condition: 'repaired',
                orderId: 101,
              },
            ],
          },
        },
      ]);
    const perLine = {
      lines: [
        { lineId: 2, supplierId: 22 },
        { lineId: 1, supplierId: 21 },
      ],
    };
    spec
      .given(...given, closed)
      .when({ kind: 'award', actor: buyer, choice: perLine, orderIds: [100, 101], now: before })
      .then([
        {
          type: 'QuoteRequestAwarded',
          data: {
            requestId: 5,
            awards: [
              {
                lineId: 1,
                supplierId: 21,
                version: 1,
                unitPrice: 185000,
                quantity: 40,
                leadTimeDays: 20,
                condition: 'new',
                orderId: 101,
              },
              {
                lineId: 2,
                supplierId: 22,
                version: 1,
                unitPrice: 290000,
                quantity: 16,
                leadTimeDays: 30,
                condition: 'new',
                orderId: 100,
              },
            ],
          },
        },
      ]);
    spec
      .given(...given, closed)
      .when({
        kind: 'award',
        actor: buyer,
        choice: { lines: [{ lineId: 1, supplierId: 22 }] },
        orderIds: [100],
        now: before,
      })
      .thenRefused({ status: 400, message: MESSAGES.awardNoAnswer(1) });
    spec
      .given(...given, closed)
      .when({
        kind: 'award',
        actor: buyer,
        choice: {
          lines: [
            { lineId: 2, supplierId: 21 },
            { lineId: 2, supplierId: 22 },
          ],
        },
        orderIds: [100, 101],
        now: before,
      })
      .thenRefused({ status: 400, message: MESSAGES.awardLineTwice(2) });
    spec
      .given(...given, closed)
      .when({ kind: 'award', actor: ural, choice: { supplierId: 21 }, orderIds: [100, 101], now: before })
      .thenRefused({ status: 403, message: MESSAGES.buyerOnly });
    spec
      .given(...given, closed)
      .when({ kind: 'award', actor: admin, choice: { supplierId: 21 }, orderIds: [100, 101], now: before })
      .thenRefused({ status: 403, message: MESSAGES.buyerOnly });
  });

  it('refuses to award an answer whose «действительно до» has passed, and awards it on its last day', () => {
    const shortLived: QuoteRequestEvent = {
      type: 'QuoteAnswered',
      data: {
        requestId: 5,
        supplierId: 22,
        version: 1,
        lines: [{ lineId: 2, unitPrice: 290000, quantity: 16, condition: 'new', leadTimeDays: 30 }],
        validUntil: '2027-03-12',
        comment: null,
      },
    };
    const given = [drafted, sent, uralAnswered, shortLived, closed] as const;
    // The last day ends at midnight in Moscow (ADR 0085), 21:00 UTC.
    const lastDay = '2027-03-12T20:59:59.999Z';
    const dayAfter = '2027-03-12T21:00:00.000Z';
    spec
      .given(...given)
      .when({ kind: 'award', actor: buyer, choice: { supplierId: 22 }, orderIds: [100], now: dayAfter })
      .thenRefused({ status: 409, message: MESSAGES.awardExpired(2, '2027-03-12') });
    spec
      .given(...given)
      .when({
        kind: 'award',
        actor: buyer,
        choice: {
          lines: [
            { lineId: 1, supplierId: 21 },
            { lineId: 2, supplierId: 22 },
          ],
        },
        orderIds: [100, 101],
        now: dayAfter,
      })
      .thenRefused({ status: 409, message: MESSAGES.awardExpired(2, '2027-03-12') });
    expect(MESSAGES.awardExpired(2, '2027-03-12')).toContain('12.03.2027');
    spec
      .given(...given)
      .when({ kind: 'award', actor: buyer, choice: { supplierId: 22 }, orderIds: [100], now: lastDay })
      .then([
        {
          type: 'QuoteRequestAwarded',
          data: {
            requestId: 5,
            awards: [
              {
                lineId: 2,
                supplierId: 22,
                version: 1,
                unitPrice: 290000,
                quantity: 16,
                leadTimeDays: 30,
                condition: 'new',
                orderId: 100,
              },
            ],
          },
        },
      ]);
    // Another supplier's answer still in force is awarded the day after.
    spec
      .given(...given)
      .when({
        kind: 'award',
        actor: buyer,
        choice: { lines: [{ lineId: 2, supplierId: 21 }] },
        orderIds: [100],
        now: dayAfter,
      })
      .then([
        {
          type: 'QuoteRequestAwarded',
          data: {
            requestId: 5,
            awards: [
              {
                lineId: 2,
                supplierId: 21,
                version: 1,
                unitPrice: 310000.5,
                quantity: 16,
                leadTimeDays: 10,
                condition: 'repaired',
                orderId: 100,
              },
            ],
          },
        },
      ]);
  });

  it('cancelled with a reason it is finished; an admin suspends with a reason and resumes', () => {
    const cancelled: QuoteRequestEvent = {
      type: 'QuoteRequestCancelled',
      data: { requestId: 5, reason: 'Закупка отменена' },
    };
    spec
      .given(drafted, sent)
      .when({ kind: 'cancel', actor: buyer, reason: null, now: before })
      .thenRefused({ status: 400, message: MESSAGES.reason });
    spec
      .given(drafted, sent)
      .when({ kind: 'cancel', actor: buyer, reason: 'Закупка отменена', now: before })
      .then([cancelled]);
    spec
      .given(drafted, sent, cancelled)
      .when(answer(ural))
      .thenRefused({ status: 409, message: MESSAGES.finished });
    const suspended: QuoteRequestEvent = {
      type: 'QuoteRequestSuspended',
      data: { requestId: 5, reason: 'Проверка' },
    };
    spec
      .given(drafted, sent)
      .when({ kind: 'suspend', actor: buyer, reason: 'Проверка', now: before })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
    spec
      .given(drafted, sent)
      .when({ kind: 'suspend', actor: admin, reason: 'Проверка', now: before })
      .then([suspended]);
    spec
      .given(drafted, sent, suspended)
      .when(answer(ural))
      .thenRefused({ status: 409, message: MESSAGES.suspended });
    spec
      .given(drafted, sent, suspended)
      .when({ kind: 'resume', actor: admin, now: before })
      .then([{ type: 'QuoteRequestResumed', data: { requestId: 5 } }]);
    spec.given(drafted, sent).when(answer(admin)).thenRefused({ status: 403, message: MESSAGES.notAsked });
  });

  it('an unknown request is 404, a stranger 403', () => {
    spec.given().when(answer(ural)).thenRefused({ status: 404, message: MESSAGES.notFound });
    spec
      .given(drafted, sent)
      .when({ kind: 'close', actor: stranger, now: before })
      .thenRefused({ status: 403, message: MESSAGES.notParty });
    spec
      .given(drafted, sent)
      .when(answer(trans))
      .then([
        {
          type: 'QuoteAnswered',
          data: {
            requestId: 5,
            supplierId: 22,
            version: 1,
            lines: uralLines,
            validUntil: '2027-04-01',
            comment: null,
          },
        },
      ]);
  });
});

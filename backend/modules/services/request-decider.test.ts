import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { serviceRequestEvents, type ServiceRequestEvent, type ServiceRequestSent } from './events.ts';
import { requestDecider, type RequestActor } from './request-decider.ts';
import { MESSAGES } from './rules.ts';

const spec = DeciderSpecification.for(requestDecider, serviceRequestEvents);
const requester: RequestActor = { userId: 30, role: 'buyer' };
const supplier: RequestActor = { userId: 20, role: 'supplier' };
const stranger: RequestActor = { userId: 31, role: 'buyer' };
const admin: RequestActor = { userId: 1, role: 'admin' };

const sent: ServiceRequestSent = {
  requestId: 4,
  number: 'У-000004',
  serviceId: 7,
  serviceName: 'Обточка колёсных пар',
  supplierId: 20,
  requesterId: 30,
  description: 'Обточить 8 колёсных пар',
  contactPhone: '+7 900 000-00-00',
  contactEmail: 'buyer@example.ru',
  preferredDate: null,
};
const sentEvent: ServiceRequestEvent = { type: 'ServiceRequestSent', data: sent };
const quoted: ServiceRequestEvent = {
  type: 'ServiceRequestQuoted',
  data: { requestId: 4, price: 148_000, date: '2026-12-01', comment: null },
};
const accepted: ServiceRequestEvent = { type: 'ServiceRequestAccepted', data: { requestId: 4 } };

describe('service request decider', () => {
  it('new → quoted by the supplier → accepted by the requester → done by the supplier', () => {
    spec
      .given(sentEvent)
      .when({ kind: 'quote', actor: supplier, price: 148_000, date: '2026-12-01', comment: null })
      .then([quoted]);
    spec.given(sentEvent, quoted).when({ kind: 'accept', actor: requester }).then([accepted]);
    spec
      .given(sentEvent, quoted, accepted)
      .when({ kind: 'complete', actor: supplier })
      .then([{ type: 'ServiceRequestCompleted', data: { requestId: 4 } }]);
  });

  it('each step only by its party: others get 403, strangers 404', () => {
    spec
      .given(sentEvent)
      .when({ kind: 'quote', actor: requester, price: 1, date: null, comment: null })
      .thenRefused({ status: 403, message: MESSAGES.supplierStep });
    spec
      .given(sentEvent, quoted)
      .when({ kind: 'accept', actor: supplier })
      .thenRefused({ status: 403, message: MESSAGES.requesterStep });
    spec
      .given(sentEvent, quoted)
      .when({ kind: 'accept', actor: stranger })
      .thenRefused({ status: 404, message: MESSAGES.requestNotFound });
    spec
      .given(sentEvent, quoted)
      .when({ kind: 'accept', actor: admin })
      .thenRefused({ status: 403, message: MESSAGES.partiesOnly });
  });

  it('the requester cancels before a quote, and declines a quote; the supplier refuses with a reason', () => {
    spec
      .given(sentEvent)
      .when({ kind: 'cancel', actor: requester, reason: null })
      .then([{ type: 'ServiceRequestCancelled', data: { requestId: 4, reason: null } }]);
    spec
      .given(sentEvent, quoted)
      .when({ kind: 'cancel', actor: requester, reason: null })
      .thenRefused({ status: 409, message: /Предложена стоимость/ });
    spec
      .given(sentEvent, quoted)
      .when({ kind: 'decline', actor: requester, reason: 'Дорого' })
      .then([{ type: 'ServiceRequestDeclined', data: { requestId: 4, by: 'requester', reason: 'Дорого' } }]);
    spec
      .given(sentEvent)
      .when({ kind: 'decline', actor: supplier, reason: null })
      .thenRefused({ status: 400, message: MESSAGES.reason });
    spec
      .given(sentEvent)
      .when({ kind: 'decline', actor: supplier, reason: 'Станок в ремонте' })
      .then([
        {
          type: 'ServiceRequestDeclined',
          data: { requestId: 4, by: 'supplier', reason: 'Станок в ремонте' },
        },
      ]);
  });

  it('nothing happens to a finished request', () => {
    spec
      .given(sentEvent, { type: 'ServiceRequestCancelled', data: { requestId: 4, reason: null } })
      .when({ kind: 'quote', actor: supplier, price: 1, date: null, comment: null })
      .thenRefused({ status: 409, message: MESSAGES.finished });
  });
});

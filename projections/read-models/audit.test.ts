import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { allProjections } from '../index.ts';
import { describedTypes } from '../../backend/modules/audit/published.ts';
import { auditEntitiesProjection, auditEntriesProjection } from './audit.ts';

const admin = { userId: '7', role: 'admin', at: '2026-11-02T10:00:00.000Z', correlationId: 'req-1' };
const supplier = { userId: '3', role: 'supplier', at: '2026-11-01T09:00:00.000Z', correlationId: 'req-0' };
const details = {
  name: 'Рама боковая 100.00.010-4',
  price: 98500,
  description: '',
  categoryId: 2,
  quality: 'new',
  images: [],
  characteristics: [],
  deliverySet: [],
  normativeDocuments: [],
  componentDescriptions: [],
  services: [],
};
const created = {
  type: 'ProductCreated',
  data: { productId: 42, supplierId: 3, ...details },
  metadata: supplier,
  streamId: 'product-42',
};
const rejected = {
  type: 'ProductRejected',
  data: { productId: 42, reason: 'Нет паспорта' },
  metadata: admin,
  streamId: 'product-42',
};

describe('audit entries projection', () => {
  it('records what an admin decided, with the reason, and nothing its owner did', async () => {
    const [entry, ...rest] = await ProjectionSpecification.for(auditEntriesProjection)
      .given(created, rejected)
      .documents();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      at: '2026-11-02T10:00:00.000Z',
      seq: 2,
      actorId: '7',
      actorRole: 'admin',
      entityType: 'product',
      entityId: '42',
      entityKey: 'product:42',
      eventType: 'ProductRejected',
      action: 'Отклонён',
      reason: 'Нет паспорта',
      correlationId: 'req-1',
    });
  });

  it('keeps the entity’s last name and marks it decided once an admin acted', async () => {
    await ProjectionSpecification.for(auditEntitiesProjection)
      .given(created, rejected, {
        type: 'ProductDetailsChanged',
        data: { productId: 42, ...details, name: 'Рама боковая 100.00.010-5' },
        metadata: supplier,
      })
      .then([
        {
          _id: 'product:42',
          entityType: 'product',
          entityId: '42',
          name: 'Рама боковая 100.00.010-5',
          searchName: 'рама боковая 100.00.010-5',
          decided: true,
        },
      ]);
  });
});

describe('audit completeness', () => {
  it('describes every event type any read model follows, so no decision can be missing from the audit', () => {
    const described = describedTypes();
    const missing = allProjections
      .flatMap((projection) => projection.eventTypes)
      .filter((type) => !described.has(type));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('what is not a decision', () => {
  it('leaves out an admin signing in and an admin changing their own account', async () => {
    await ProjectionSpecification.for(auditEntriesProjection)
      .given(
        {
          type: 'SessionStarted',
          data: {
            sessionId: 's1',
            userId: 7,
            tokenHash: 'a'.repeat(64),
            expiresAt: '2026-12-01T00:00:00.000Z',
          },
          metadata: admin,
        },
        {
          type: 'UserProfileChanged',
          data: { userId: 7, firstName: 'Ольга', lastName: 'Петрова', middleName: '', phone: null },
          metadata: admin,
        },
      )
      .then([]);
  });
});

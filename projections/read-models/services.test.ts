import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import type { ServiceDetails } from '../../backend/modules/services/published.ts';
import { serviceRequestsProjection } from './service-requests.ts';
import { servicesProjection } from './services.ts';

const details: ServiceDetails = {
  name: 'Дефектоскопия боковых рам',
  shortDescription: 'Ультразвуковой контроль',
  description: '<p>По РД 32.159</p>',
  price: 4_500,
  priceType: 'fixed',
  duration: '2 часа',
  location: 'Пермь',
  isRemote: false,
  requirements: '',
  images: [],
  categoryId: 2,
};
const at = (hour: number) => ({
  at: `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`,
  userId: '20',
  role: 'supplier',
});

describe('services projection', () => {
  it('keeps the published version public while an edit waits for moderation, then swaps it in', async () => {
    const edited = { ...details, price: 5_000, name: 'Дефектоскопия боковых рам и балок' };
    const given = ProjectionSpecification.for(servicesProjection).given(
      { type: 'ServiceCreated', data: { serviceId: 1, supplierId: 20, ...details }, metadata: at(8) },
      { type: 'ServiceSubmitted', data: { serviceId: 1 }, metadata: at(9) },
      {
        type: 'ServicePublished',
        data: { serviceId: 1 },
        metadata: { ...at(10), userId: '1', role: 'admin' },
      },
      { type: 'ServiceEdited', data: { serviceId: 1, ...edited }, metadata: at(11) },
      { type: 'ServiceSubmitted', data: { serviceId: 1 }, metadata: at(11) },
    );
    const [doc] = await given.documents();
    expect(doc).toMatchObject({
      status: 'submitted',
      isPublic: true,
      live: details,
      details: edited,
      publishedAt: at(10).at,
    });
    expect(doc!.searchWords).toContain('n:дефектоскопия');
    expect(doc!.searchWords).not.toContain('n:балок');
    expect(doc!.history.map((step) => step.action)).toEqual([
      'Создана',
      'Отправлена на модерацию',
      'Опубликована',
      'Изменена',
      'Отправлена на модерацию',
    ]);

    const [afterPublish] = await ProjectionSpecification.for(servicesProjection)
      .given(
        { type: 'ServiceCreated', data: { serviceId: 1, supplierId: 20, ...details }, metadata: at(8) },
        { type: 'ServiceSubmitted', data: { serviceId: 1 }, metadata: at(9) },
        { type: 'ServicePublished', data: { serviceId: 1 }, metadata: at(10) },
        { type: 'ServiceEdited', data: { serviceId: 1, ...edited }, metadata: at(11) },
        { type: 'ServiceSubmitted', data: { serviceId: 1 }, metadata: at(11) },
        { type: 'ServicePublished', data: { serviceId: 1 }, metadata: at(12) },
      )
      .documents();
    expect(afterPublish).toMatchObject({ status: 'published', live: edited, isPublic: true });
    expect(afterPublish!.searchWords).toContain('n:балок');
  });

  it('a rejection keeps the reason and the public version; the archive hides it', async () => {
    const [doc] = await ProjectionSpecification.for(servicesProjection)
      .given(
        { type: 'ServiceCreated', data: { serviceId: 2, supplierId: 20, ...details }, metadata: at(8) },
        { type: 'ServiceSubmitted', data: { serviceId: 2 }, metadata: at(9) },
        {
          type: 'ServiceRejected',
          data: { serviceId: 2, reason: 'Укажите аттестат лаборатории' },
          metadata: at(10),
        },
      )
      .documents();
    expect(doc).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Укажите аттестат лаборатории',
      isPublic: false,
      live: null,
    });
    expect(doc!.history.at(-1)).toMatchObject({
      action: 'Отклонена модератором',
      reason: 'Укажите аттестат лаборатории',
    });

    const [archived] = await ProjectionSpecification.for(servicesProjection)
      .given(
        { type: 'ServiceCreated', data: { serviceId: 3, supplierId: 20, ...details }, metadata: at(8) },
        { type: 'ServiceSubmitted', data: { serviceId: 3 }, metadata: at(9) },
        { type: 'ServicePublished', data: { serviceId: 3 }, metadata: at(10) },
        { type: 'ServiceArchived', data: { serviceId: 3 }, metadata: at(11) },
      )
      .documents();
    expect(archived).toMatchObject({ status: 'archived', isPublic: false, live: null, searchWords: [] });
  });
});

describe('service requests projection', () => {
  it('follows a request through its quote and acceptance, with the timeline', async () => {
    const [doc] = await ProjectionSpecification.for(serviceRequestsProjection)
      .given(
        {
          type: 'ServiceRequestSent',
          data: {
            requestId: 5,
            number: 'У-000005',
            serviceId: 1,
            serviceName: 'Дефектоскопия боковых рам',
            supplierId: 20,
            requesterId: 30,
            description: '12 рам',
            contactPhone: '+7 900 111-22-33',
            contactEmail: '',
            preferredDate: '2026-12-01',
          },
          metadata: { ...at(8), userId: '30', role: 'buyer' },
        },
        {
          type: 'ServiceRequestQuoted',
          data: { requestId: 5, price: 54_000, date: '2026-12-02', comment: 'Две смены' },
          metadata: at(9),
        },
        {
          type: 'ServiceRequestAccepted',
          data: { requestId: 5 },
          metadata: { ...at(10), userId: '30', role: 'buyer' },
        },
      )
      .documents();
    expect(doc).toMatchObject({
      status: 'accepted',
      quote: { price: 54_000, date: '2026-12-02', comment: 'Две смены' },
      createdAt: at(8).at,
      updatedAt: at(10).at,
    });
    expect(doc!.history.map((step) => step.action)).toEqual([
      'Заявка отправлена',
      'Поставщик предложил стоимость',
      'Заказчик принял предложение',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { ordersProjection } from './orders.ts';

const at = (hour: number, userId: string, role: string) => ({
  at: `2026-11-25T${String(hour).padStart(2, '0')}:00:00.000Z`,
  userId,
  role,
});
const requested = {
  type: 'OrderRequested' as const,
  data: {
    orderId: 5,
    number: 'З-000005',
    productId: 42,
    productName: 'Рама боковая 100.00.010-4',
    sellerId: 20,
    buyerId: 10,
    quantity: 2,
    listPrice: 98_500,
    deliveryType: 'delivery' as const,
    warehouseId: null,
    warehouseName: null,
    warehouseAddress: null,
    deliveryAddress: 'ст. Пермь-Сортировочная',
    comment: null,
    aboveStock: false,
    services: [],
    contract: { id: 3, number: 'Д-000003', terms: 'По договору Д-000003, предоплата 30%' },
  },
  metadata: at(9, '10', 'buyer'),
};

describe('orders projection', () => {
  it('follows an order from the request to its confirmation, with the timeline, terms and contract (applied twice)', async () => {
    const [doc] = await ProjectionSpecification.for(ordersProjection)
      .given(
        requested,
        {
          type: 'OrderAccepted',
          data: {
            orderId: 5,
            unitPrice: 97_000,
            quantity: 2,
            deliveryDate: '2026-12-10',
            terms: 'По договору Д-000003',
          },
          metadata: at(10, '20', 'supplier'),
        },
        { type: 'OrderConfirmed', data: { orderId: 5 }, metadata: at(11, '10', 'buyer') },
        {
          type: 'OrderSuspended',
          data: { orderId: 5, reason: 'Проверка поставщика' },
          metadata: at(12, '1', 'admin'),
        },
        { type: 'OrderResumed', data: { orderId: 5 }, metadata: at(13, '1', 'admin') },
      )
      .documents();
    expect(doc).toMatchObject({
      id: 5,
      status: 'confirmed',
      suspended: false,
      offer: { unitPrice: 97_000, quantity: 2, deliveryDate: '2026-12-10' },
      contract: { number: 'Д-000003' },
      updatedAt: '2026-11-25T13:00:00.000Z',
    });
    expect(doc!.history.map((step) => [step.action, step.actorRole, step.reason])).toEqual([
      ['Заявка отправлена', 'buyer', null],
      ['Продавец предложил условия', 'supplier', null],
      ['Покупатель подтвердил заказ', 'buyer', null],
      ['Администратор приостановил заявку', 'admin', 'Проверка поставщика'],
      ['Администратор возобновил заявку', 'admin', null],
    ]);
  });

  it("records the shipment's waybill and the dispute to its decision (applied twice, ADR 0060)", async () => {
    const [doc] = await ProjectionSpecification.for(ordersProjection)
      .given(
        requested,
        {
          type: 'OrderAccepted',
          data: { orderId: 5, unitPrice: 97_000, quantity: 2, deliveryDate: '2026-12-10', terms: null },
          metadata: at(10, '20', 'supplier'),
        },
        { type: 'OrderConfirmed', data: { orderId: 5 }, metadata: at(11, '10', 'buyer') },
        {
          type: 'OrderShipped',
          data: { orderId: 5, carrier: 'ПЭК', trackingNumber: '0451-22' },
          metadata: at(12, '20', 'supplier'),
        },
        {
          type: 'OrderDisputeOpened',
          data: { orderId: 5, cause: 'defect', details: 'Трещина' },
          metadata: at(13, '10', 'buyer'),
        },
        {
          type: 'OrderDisputeAnswered',
          data: { orderId: 5, answer: 'Заменим' },
          metadata: at(14, '20', 'supplier'),
        },
        {
          type: 'OrderDisputeResolved',
          data: { orderId: 5, decision: 'returnAccepted', reason: 'Брак подтверждён' },
          metadata: at(15, '1', 'admin'),
        },
      )
      .documents();
    expect(doc).toMatchObject({
      status: 'returned',
      shipment: { carrier: 'ПЭК', trackingNumber: '0451-22', shippedAt: '2026-11-25T12:00:00.000Z' },
      dispute: {
        status: 'returnAccepted',
        cause: 'defect',
        causeLabel: 'Брак или повреждение',
        details: 'Трещина',
        answer: 'Заменим',
        resolution: 'Брак подтверждён',
        resolvedAt: '2026-11-25T15:00:00.000Z',
      },
    });
    expect(
      doc!.history.slice(3).map((step) => [step.action, step.actorRole, step.reason, step.details]),
    ).toEqual([
      ['Заказ отгружен', 'supplier', null, 'ПЭК, накладная № 0451-22'],
      ['Покупатель открыл спор: Брак или повреждение', 'buyer', 'Трещина', null],
      ['Продавец ответил по спору', 'supplier', 'Заменим', null],
      ['Администратор принял возврат', 'admin', 'Брак подтверждён', null],
    ]);
  });

  it('a request written before contracts existed has none', async () => {
    const { contract: _contract, ...older } = requested.data;
    const [doc] = await ProjectionSpecification.for(ordersProjection)
      .given({ ...requested, data: older })
      .documents();
    expect(doc).toMatchObject({ status: 'requested', contract: null });
  });
});

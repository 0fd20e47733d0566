import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { orderEvents, type OrderEvent, type OrderRequested } from './events.ts';
import { MESSAGES, orderDecider, type OrderActor, type OrderCommand } from './order-decider.ts';
import { STOCK_MESSAGES, stockDecider } from './stock-decider.ts';
import { stockEvents } from './events.ts';

const spec = DeciderSpecification.for(orderDecider, orderEvents);
const buyer: OrderActor = { userId: 10, role: 'buyer' };
const seller: OrderActor = { userId: 20, role: 'supplier' };
const stranger: OrderActor = { userId: 30, role: 'buyer' };
const admin: OrderActor = { userId: 1, role: 'admin' };

const request: OrderRequested = {
  orderId: 5,
  number: 'З-000005',
  productId: 42,
  productName: 'Рама боковая 100.00.010-4',
  sellerId: 20,
  buyerId: 10,
  quantity: 2,
  listPrice: 98500,
  deliveryType: 'pickup',
  warehouseId: 3,
  warehouseName: 'Склад Пермь',
  warehouseAddress: 'Пермь, ул. Промышленная, 12',
  deliveryAddress: null,
  comment: null,
  aboveStock: false,
  services: [],
};
const requested: OrderEvent = { type: 'OrderRequested', data: request };
const accepted: OrderEvent = {
  type: 'OrderAccepted',
  data: { orderId: 5, unitPrice: 97000, quantity: 2, deliveryDate: '2026-12-10', terms: 'Предоплата 50%' },
};
const confirmed: OrderEvent = { type: 'OrderConfirmed', data: { orderId: 5 } };
const ready: OrderEvent = { type: 'OrderReadyForPickup', data: { orderId: 5 } };
const received: OrderEvent = { type: 'OrderReceived', data: { orderId: 5, stockOnce: true } };
const accept = (
  actor: OrderActor,
  over: Partial<Extract<OrderCommand, { kind: 'accept' }>> = {},
): OrderCommand => ({
  kind: 'accept',
  orderId: 5,
  actor,
  unitPrice: 97000,
  quantity: 2,
  deliveryDate: '2026-12-10',
  terms: 'Предоплата 50%',
  today: '2026-11-24',
  ...over,
});
const act = (kind: 'confirm' | 'ship' | 'receive' | 'close' | 'resume', actor: OrderActor): OrderCommand => ({
  kind,
  orderId: 5,
  actor,
});

describe('order decider', () => {
  it('records a request once', () => {
    spec
      .given()
      .when({ kind: 'request', ...request })
      .then([requested]);
    spec
      .given(requested)
      .when({ kind: 'request', ...request })
      .thenRefused({ status: 409, message: MESSAGES.exists });
  });

  it('the seller answers with terms; nobody else may, and the terms are checked', () => {
    spec.given(requested).when(accept(seller)).then([accepted]);
    spec.given(requested).when(accept(buyer)).thenRefused({ status: 403, message: MESSAGES.sellerOnly });
    spec.given(requested).when(accept(stranger)).thenRefused({ status: 403, message: MESSAGES.partiesOnly });
    spec
      .given(requested)
      .when(accept(seller, { unitPrice: -1 }))
      .thenRefused({ status: 400, message: MESSAGES.badPrice });
    spec
      .given(requested)
      .when(accept(seller, { unitPrice: 1.005 }))
      .thenRefused({ status: 400, message: MESSAGES.badPrice });
    spec
      .given(requested)
      .when(accept(seller, { quantity: 0 }))
      .thenRefused({ status: 400, message: MESSAGES.badQuantity });
    spec
      .given(requested)
      .when(accept(seller, { deliveryDate: '2026-11-01' }))
      .thenRefused({ status: 400, message: MESSAGES.badDate });
    spec
      .given(requested, accepted)
      .when(accept(seller))
      .thenRefused({ status: 409, message: MESSAGES.wrongStep('accepted') });
  });

  it('declines: the seller with a reason before answering, the buyer after the terms', () => {
    spec
      .given(requested)
      .when({ kind: 'decline', orderId: 5, actor: seller, reason: 'Нет в наличии' })
      .then([{ type: 'OrderDeclinedBySeller', data: { orderId: 5, reason: 'Нет в наличии' } }]);
    spec
      .given(requested)
      .when({ kind: 'decline', orderId: 5, actor: seller, reason: ' ' })
      .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
    spec
      .given(requested)
      .when({ kind: 'decline', orderId: 5, actor: buyer, reason: null })
      .thenRefused({ status: 403, message: MESSAGES.sellerOnly });
    spec
      .given(requested, accepted)
      .when({ kind: 'decline', orderId: 5, actor: buyer, reason: null })
      .then([{ type: 'OrderDeclinedByBuyer', data: { orderId: 5, reason: null } }]);
  });

  it('the buyer confirms, the seller readies a pickup, the buyer receives, either closes', () => {
    spec.given(requested, accepted).when(act('confirm', buyer)).then([confirmed]);
    spec
      .given(requested)
      .when(act('confirm', buyer))
      .thenRefused({ status: 409, message: MESSAGES.wrongStep('requested') });
    spec
      .given(requested, accepted)
      .when(act('confirm', seller))
      .thenRefused({ status: 403, message: MESSAGES.buyerOnly });
    spec.given(requested, accepted, confirmed).when(act('ship', seller)).then([ready]);
    spec
      .given(
        {
          type: 'OrderRequested',
          data: {
            ...request,
            deliveryType: 'delivery',
            warehouseId: null,
            warehouseName: null,
            warehouseAddress: null,
            deliveryAddress: 'Самара, ул. Заводская, 1',
          },
        },
        accepted,
        confirmed,
      )
      .when({ kind: 'ship', orderId: 5, actor: seller, carrier: ' ПЭК ', trackingNumber: '0451-22' })
      .then([{ type: 'OrderShipped', data: { orderId: 5, carrier: 'ПЭК', trackingNumber: '0451-22' } }]);
    spec.given(requested, accepted, confirmed, ready).when(act('receive', buyer)).then([received]);
    spec
      .given(requested, accepted, confirmed, ready, received)
      .when(act('close', seller))
      .then([{ type: 'OrderClosed', data: { orderId: 5 } }]);
    spec
      .given(requested, accepted, confirmed, ready, received, { type: 'OrderClosed', data: { orderId: 5 } })
      .when(act('close', buyer))
      .thenRefused({ status: 409, message: MESSAGES.finished });
  });

  it('cancels: the buyer before confirming, the seller after it with a reason, an admin any time with a reason', () => {
    const cancel = (actor: OrderActor, reason: string | null): OrderCommand => ({
      kind: actor.role === 'admin' ? 'moderatorCancel' : 'cancel',
      orderId: 5,
      actor,
      reason,
    });
    spec
      .given(requested)
      .when(cancel(buyer, null))
      .then([{ type: 'OrderCancelled', data: { orderId: 5, by: 'buyer', reason: null } }]);
    spec
      .given(requested, accepted, confirmed)
      .when(cancel(buyer, null))
      .thenRefused({ status: 409, message: MESSAGES.cancelAfterConfirm });
    spec
      .given(requested, accepted, confirmed)
      .when(cancel(seller, null))
      .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
    spec
      .given(requested, accepted, confirmed)
      .when(cancel(seller, 'Брак литья'))
      .then([{ type: 'OrderCancelled', data: { orderId: 5, by: 'seller', reason: 'Брак литья' } }]);
    spec
      .given(requested)
      .when(cancel(seller, 'x'))
      .thenRefused({ status: 409, message: MESSAGES.wrongStep('requested') });
    spec
      .given(requested, accepted, confirmed, ready)
      .when(cancel(admin, 'Жалоба покупателя'))
      .then([{ type: 'OrderCancelled', data: { orderId: 5, by: 'admin', reason: 'Жалоба покупателя' } }]);
  });

  it("an admin cancels only as a moderator, never through the parties' step; a party never as a moderator", () => {
    spec
      .given(requested)
      .when({ kind: 'cancel', orderId: 5, actor: admin, reason: 'Жалоба покупателя' })
      .thenRefused({ status: 403, message: MESSAGES.partiesOnly });
    spec
      .given(requested)
      .when({ kind: 'moderatorCancel', orderId: 5, actor: buyer, reason: 'Передумал' })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
  });

  it('an admin suspends with a reason: nothing moves until resumed', () => {
    const suspended: OrderEvent = {
      type: 'OrderSuspended',
      data: { orderId: 5, reason: 'Проверка поставщика' },
    };
    spec
      .given(requested)
      .when({ kind: 'suspend', orderId: 5, actor: admin, reason: 'Проверка поставщика' })
      .then([suspended]);
    spec
      .given(requested)
      .when({ kind: 'suspend', orderId: 5, actor: seller, reason: 'x' })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
    spec
      .given(requested, suspended)
      .when(accept(seller))
      .thenRefused({ status: 409, message: MESSAGES.suspended });
    spec
      .given(requested, suspended)
      .when(act('resume', admin))
      .then([{ type: 'OrderResumed', data: { orderId: 5 } }]);
    spec
      .given(requested)
      .when(act('resume', admin))
      .thenRefused({ status: 409, message: MESSAGES.notSuspended });
  });

  describe('shipments and disputes (ADR 0060)', () => {
    const delivery: OrderEvent = {
      type: 'OrderRequested',
      data: {
        ...request,
        deliveryType: 'delivery',
        warehouseId: null,
        warehouseName: null,
        warehouseAddress: null,
        deliveryAddress: 'Самара, ул. Заводская, 1',
      },
    };
    const shipped: OrderEvent = {
      type: 'OrderShipped',
      data: { orderId: 5, carrier: 'ПЭК', trackingNumber: '0451-22' },
    };
    const opened: OrderEvent = {
      type: 'OrderDisputeOpened',
      data: { orderId: 5, cause: 'wrongPart', details: 'Пришла рама 9788-01' },
    };
    const answered: OrderEvent = {
      type: 'OrderDisputeAnswered',
      data: { orderId: 5, answer: 'Заменим за свой счёт' },
    };
    const onTheWay = [delivery, accepted, confirmed, shipped] as const;
    const ship = (carrier: string | null, trackingNumber: string | null): OrderCommand => ({
      kind: 'ship',
      orderId: 5,
      actor: seller,
      carrier,
      trackingNumber,
    });
    const dispute = (
      actor: OrderActor,
      cause: 'wrongPart' | 'other' = 'wrongPart',
      details: string | null = 'Пришла рама 9788-01',
    ): OrderCommand => ({
      kind: 'openDispute',
      orderId: 5,
      actor,
      cause,
      details,
    });
    const resolve = (
      decision: 'returnAccepted' | 'rejected',
      reason: string | null,
      actor: OrderActor = admin,
    ): OrderCommand => ({
      kind: 'resolveDispute',
      orderId: 5,
      actor,
      decision,
      reason,
    });

    it('a delivery ships with its carrier and waybill number', () => {
      spec
        .given(delivery, accepted, confirmed)
        .when(ship(null, '0451-22'))
        .thenRefused({ status: 400, message: MESSAGES.carrierRequired });
      spec
        .given(delivery, accepted, confirmed)
        .when(ship('ПЭК', '  '))
        .thenRefused({ status: 400, message: MESSAGES.trackingRequired });
      spec
        .given(delivery, accepted, confirmed)
        .when(ship('ПЭК', '1'.repeat(101)))
        .thenRefused({ status: 400, message: MESSAGES.trackingTooLong });
      // A pickup needs neither: the buyer collects it.
      spec.given(requested, accepted, confirmed).when(ship(null, null)).then([ready]);
    });

    it("a shipped order is not the seller's to cancel; an admin still may", () => {
      spec
        .given(...onTheWay)
        .when({ kind: 'cancel', orderId: 5, actor: seller, reason: 'Передумали' })
        .thenRefused({ status: 409, message: MESSAGES.shippedNoCancel });
      spec
        .given(...onTheWay)
        .when({ kind: 'moderatorCancel', orderId: 5, actor: admin, reason: 'Груз утерян перевозчиком' })
        .then([
          { type: 'OrderCancelled', data: { orderId: 5, by: 'admin', reason: 'Груз утерян перевозчиком' } },
        ]);
      // Ready for pickup is still at the seller's: they may cancel with a reason.
      spec
        .given(requested, accepted, confirmed, ready)
        .when({ kind: 'cancel', orderId: 5, actor: seller, reason: 'Брак при осмотре' })
        .then([{ type: 'OrderCancelled', data: { orderId: 5, by: 'seller', reason: 'Брак при осмотре' } }]);
    });

    it('the buyer disputes a shipped or received order, once, with a cause', () => {
      spec
        .given(...onTheWay)
        .when(dispute(buyer))
        .then([opened]);
      spec
        .given(...onTheWay, received)
        .when(dispute(buyer))
        .then([opened]);
      spec
        .given(...onTheWay)
        .when(dispute(seller))
        .thenRefused({ status: 403, message: MESSAGES.buyerOnly });
      spec
        .given(...onTheWay)
        .when(dispute(stranger))
        .thenRefused({ status: 403, message: MESSAGES.partiesOnly });
      spec
        .given(delivery, accepted, confirmed)
        .when(dispute(buyer))
        .thenRefused({ status: 409, message: MESSAGES.disputeStep });
      spec
        .given(...onTheWay)
        .when(dispute(buyer, 'other', ' '))
        .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
      spec
        .given(...onTheWay, opened)
        .when(dispute(buyer))
        .thenRefused({ status: 409, message: MESSAGES.disputeExists });
      spec
        .given(...onTheWay, opened, {
          type: 'OrderDisputeResolved',
          data: { orderId: 5, decision: 'rejected', reason: 'Деталь соответствует' },
        })
        .when(dispute(buyer))
        .thenRefused({ status: 409, message: MESSAGES.disputeDecided });
    });

    it('the seller answers once; a disputed order is not closed or cancelled around the dispute', () => {
      const answer = (actor: OrderActor, text: string | null): OrderCommand => ({
        kind: 'answerDispute',
        orderId: 5,
        actor,
        answer: text,
      });
      spec
        .given(...onTheWay, opened)
        .when(answer(seller, 'Заменим за свой счёт'))
        .then([answered]);
      spec
        .given(...onTheWay, opened)
        .when(answer(buyer, 'x'))
        .thenRefused({ status: 403, message: MESSAGES.sellerOnly });
      spec
        .given(...onTheWay, opened)
        .when(answer(seller, ''))
        .thenRefused({ status: 400, message: MESSAGES.answerRequired });
      spec
        .given(...onTheWay)
        .when(answer(seller, 'x'))
        .thenRefused({ status: 409, message: MESSAGES.noDispute });
      spec
        .given(...onTheWay, opened, answered)
        .when(answer(seller, 'x'))
        .thenRefused({ status: 409, message: MESSAGES.alreadyAnswered });
      spec
        .given(...onTheWay, received, opened)
        .when(act('close', seller))
        .thenRefused({ status: 409, message: MESSAGES.disputeBlocksClose });
      spec
        .given(...onTheWay, opened)
        .when({ kind: 'moderatorCancel', orderId: 5, actor: admin, reason: 'x' })
        .thenRefused({ status: 409, message: MESSAGES.disputeBlocksCancel });
    });

    it('an admin decides with a reason: a return accepted ends the order as returned, a rejection lets it go on', () => {
      const returned: OrderEvent = {
        type: 'OrderDisputeResolved',
        data: { orderId: 5, decision: 'returnAccepted', reason: 'Подтверждено фото' },
      };
      spec
        .given(...onTheWay, opened, answered)
        .when(resolve('returnAccepted', 'Подтверждено фото'))
        .then([returned]);
      spec
        .given(...onTheWay, opened)
        .when(resolve('rejected', ''))
        .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
      spec
        .given(...onTheWay, opened)
        .when(resolve('rejected', 'x', seller))
        .thenRefused({ status: 403, message: MESSAGES.adminOnly });
      spec
        .given(...onTheWay)
        .when(resolve('rejected', 'x'))
        .thenRefused({ status: 409, message: MESSAGES.noDispute });
      spec
        .given(...onTheWay, opened, returned)
        .when(act('receive', buyer))
        .thenRefused({ status: 409, message: MESSAGES.finished });
      spec
        .given(...onTheWay, opened, returned)
        .when(resolve('rejected', 'x'))
        .thenRefused({ status: 409, message: MESSAGES.disputeDecided });
      const rejected: OrderEvent = {
        type: 'OrderDisputeResolved',
        data: { orderId: 5, decision: 'rejected', reason: 'Деталь соответствует' },
      };
      spec
        .given(...onTheWay, opened, rejected)
        .when(act('receive', buyer))
        .then([received]);
    });
  });

  describe('returned pieces back on sale (ADR 0078)', () => {
    const shipped: OrderEvent = { type: 'OrderShipped', data: { orderId: 5 } };
    const opened: OrderEvent = {
      type: 'OrderDisputeOpened',
      data: { orderId: 5, cause: 'defect', details: 'Трещина' },
    };
    const returned: OrderEvent = {
      type: 'OrderDisputeResolved',
      data: { orderId: 5, decision: 'returnAccepted', reason: 'Брак подтверждён' },
    };
    const history = [requested, accepted, confirmed, shipped, opened, returned] as const;
    const restock = (actor: OrderActor, quantity = 2, warehouseId = 3): OrderCommand => ({
      kind: 'restock',
      orderId: 5,
      actor,
      warehouseId,
      warehouseName: 'Склад Пермь',
      quantity,
    });
    const restocked = (quantity = 2): OrderEvent => ({
      type: 'OrderRestocked',
      data: {
        orderId: 5,
        productId: 42,
        warehouseId: 3,
        warehouseName: 'Склад Пермь',
        quantity,
        stockOnce: true,
      },
    });

    it('the seller puts up to the order’s quantity back at a warehouse, once', () => {
      spec
        .given(...history)
        .when(restock(seller))
        .then([restocked()]);
      spec
        .given(...history)
        .when(restock(seller, 1))
        .then([restocked(1)]);
      spec
        .given(...history, restocked(1))
        .when(restock(seller, 1))
        .thenRefused({ status: 409, message: MESSAGES.restockDone });
      // A restock recorded before its stock counted once on the product's stream (ADR 0084) is a restock too.
      const { stockOnce: _once, ...before } = (
        restocked(1) as Extract<OrderEvent, { type: 'OrderRestocked' }>
      ).data;
      spec
        .given(...history, { type: 'OrderRestocked', data: before })
        .when(restock(seller, 1))
        .thenRefused({ status: 409, message: MESSAGES.restockDone });
    });

    it('only the seller, only a returned order, only whole pieces up to the quantity', () => {
      spec
        .given(...history)
        .when(restock(buyer))
        .thenRefused({ status: 403, message: MESSAGES.sellerOnly });
      spec
        .given(...history)
        .when(restock(admin))
        .thenRefused({ status: 403, message: MESSAGES.sellerOnly });
      spec
        .given(...history)
        .when(restock(stranger))
        .thenRefused({ status: 403, message: MESSAGES.partiesOnly });
      spec
        .given(requested, accepted, confirmed, shipped)
        .when(restock(seller))
        .thenRefused({ status: 409, message: MESSAGES.restockNotReturned });
      for (const quantity of [0, 3, 1.5])
        spec
          .given(...history)
          .when(restock(seller, quantity))
          .thenRefused({ status: 400, message: MESSAGES.restockQuantity(2) });
    });

    it('an order of a request for quotes that names no product has nothing to put back', () => {
      const noProduct: OrderEvent = { type: 'OrderRequested', data: { ...request, productId: null } };
      spec
        .given(noProduct, ...history.slice(1))
        .when(restock(seller))
        .thenRefused({ status: 409, message: MESSAGES.restockNoProduct });
    });
  });

  it('an unknown order is not found', () => {
    spec.given().when(act('confirm', buyer)).thenRefused({ status: 404, message: MESSAGES.notFound });
  });
});

describe('stock reservations', () => {
  const stock = DeciderSpecification.for(stockDecider, stockEvents);
  const reserve = (orderId: number, quantity: number, onHand: number) => ({
    kind: 'reserve' as const,
    productId: 42,
    warehouseId: 3,
    orderId,
    quantity,
    onHand,
  });
  it('holds pieces while the warehouse has them free, once per order', () => {
    const held = {
      type: 'StockReserved' as const,
      data: { productId: 42, warehouseId: 3, orderId: 1, quantity: 3 },
    };
    stock
      .given()
      .when(reserve(1, 3, 5))
      .then([held]);
    stock
      .given(held)
      .when(reserve(1, 3, 5))
      .then([]);
    stock
      .given(held)
      .when(reserve(2, 3, 5))
      .thenRefused({ status: 409, message: STOCK_MESSAGES.notEnough(2) });
    stock
      .given(held)
      .when({ kind: 'release', productId: 42, warehouseId: 3, orderId: 1 })
      .then([{ type: 'StockReleased', data: { productId: 42, warehouseId: 3, orderId: 1 } }]);
    stock.given().when({ kind: 'consume', productId: 42, warehouseId: 3, orderId: 1 }).then([]);
  });
});

describe('an order from an awarded request for quotes (ADR 0069)', () => {
  const fromQuote: OrderRequested = {
    ...request,
    productId: null,
    deliveryType: 'delivery',
    warehouseId: null,
    warehouseName: null,
    warehouseAddress: null,
    deliveryAddress: 'ст. Входная',
    listPrice: 97000,
    quoteRequest: { id: 7, number: 'ЗП-000007' },
  };
  const agree = (
    actor: OrderActor,
    over: Partial<Extract<OrderCommand, { kind: 'agree' }>> = {},
  ): OrderCommand => ({
    kind: 'agree',
    request: fromQuote,
    actor,
    unitPrice: 97000,
    deliveryDate: '2026-12-10',
    terms: 'По запросу ЗП-000007',
    today: '2026-12-01',
    ...over,
  });

  it('is requested and agreed at once by the buyer who chose the answer; the buyer confirms next', () => {
    spec
      .given()
      .when(agree(buyer))
      .then([
        { type: 'OrderRequested', data: fromQuote },
        {
          type: 'OrderAccepted',
          data: {
            orderId: 5,
            unitPrice: 97000,
            quantity: 2,
            deliveryDate: '2026-12-10',
            terms: 'По запросу ЗП-000007',
          },
        },
      ]);
    const agreed = spec.given(
      { type: 'OrderRequested', data: fromQuote },
      {
        type: 'OrderAccepted',
        data: { orderId: 5, unitPrice: 97000, quantity: 2, deliveryDate: '2026-12-10', terms: null },
      },
    );
    agreed.when({ kind: 'confirm', orderId: 5, actor: buyer }).then([confirmed]);
  });

  it('is refused to anyone but the buyer, twice, or with terms the orders refuse', () => {
    spec.given().when(agree(seller)).thenRefused({ status: 403, message: MESSAGES.buyerOnly });
    spec.given().when(agree(admin)).thenRefused({ status: 403, message: MESSAGES.buyerOnly });
    spec.given(requested).when(agree(buyer)).thenRefused({ status: 409, message: MESSAGES.exists });
    spec
      .given()
      .when(agree(buyer, { unitPrice: -1 }))
      .thenRefused({ status: 400, message: MESSAGES.badPrice });
    spec
      .given()
      .when(agree(buyer, { deliveryDate: '2026-11-30' }))
      .thenRefused({ status: 400, message: MESSAGES.badDate });
  });

  it('takes a price in kopecks as written, 19,99 ₽ as 0,29 ₽ (floating point does not refuse them)', () => {
    for (const unitPrice of [19.99, 0.29, 1234.57]) {
      spec
        .given()
        .when(agree(buyer, { unitPrice }))
        .then([
          { type: 'OrderRequested', data: fromQuote },
          {
            type: 'OrderAccepted',
            data: {
              orderId: 5,
              unitPrice,
              quantity: 2,
              deliveryDate: '2026-12-10',
              terms: 'По запросу ЗП-000007',
            },
          },
        ]);
      spec
        .given(requested)
        .when(accept(seller, { unitPrice }))
        .then([
          {
            type: 'OrderAccepted',
            data: { orderId: 5, unitPrice, quantity: 2, deliveryDate: '2026-12-10', terms: 'Предоплата 50%' },
          },
        ]);
    }
  });
});

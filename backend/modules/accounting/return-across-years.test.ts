import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/event-store/index.ts';
import { systemContext, type CommandContext } from '../../kit/write/index.ts';
import { AccountingCommands, type Deal } from './commands.ts';
import { MESSAGES } from './decider.ts';
import { documentStream, type DocumentIssued } from './events.ts';

const SELLER = 20;
const BUYER = 10;
const party = (id: number, name: string) => ({ id, name, inn: '7707083893', kpp: null, address: 'Москва' });
const at = (day: string): CommandContext => ({
  ...systemContext(new Date(`${day}T09:00:00.000Z`)),
  userId: String(SELLER),
  role: 'supplier',
});
const seller = { userId: SELLER, role: 'supplier' as const };

/** ADR 0078: an order invoiced in December, shipped in January and returned in February. */
describe('the УКД of a deal invoiced the year before its УПД', () => {
  let store: SqliteEventStore;
  let deal: Deal;
  let commands: AccountingCommands;

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    deal = {
      sellerId: SELLER,
      buyerId: BUYER,
      stage: 'agreed',
      label: 'Заявка 5',
      lines: [{ name: 'Рама боковая', quantity: 2, unit: 'шт', price: 97_000, amount: 194_000 }],
      total: 194_000,
      returnReason: 'Брак подтверждён',
    };
    commands = new AccountingCommands({
      store,
      deals: { order: async (id) => (id === 5 ? deal : null), serviceRequest: async () => null },
      requisites: async (userId) => party(userId, userId === SELLER ? 'ООО Поставщик' : 'ООО Покупатель'),
    });
  });
  afterEach(() => store.close());

  async function issuedUkd(): Promise<DocumentIssued> {
    const events = await store.readStream(documentStream(SELLER, 2026));
    const ukd = events.find((event) => (event.data as DocumentIssued).docType === 'ukd');
    return ukd!.data as DocumentIssued;
  }

  it('a document issued on the night of 1 January in Moscow is dated and numbered in the new year', async () => {
    const night = { ...at('2026-12-31'), now: new Date('2026-12-31T21:30:00.000Z') };
    const invoice = await commands.issue('order', 5, 'invoice', seller, night);
    expect(invoice.documentId).toBe(`${SELLER}-2027-invoice-1`);
    const [issued] = await store.readStream(documentStream(SELLER, 2027));
    expect((issued!.data as DocumentIssued).issuedOn).toBe('2027-01-01');
  });

  it('names the invoice of the year before, and that invoice is then paid no more, only lowered', async () => {
    const invoice = await commands.issue('order', 5, 'invoice', seller, at('2025-12-20'));
    expect(invoice.documentId).toBe(`${SELLER}-2025-invoice-1`);
    await commands.recordPayment(invoice.documentId!, 50_000, seller, at('2025-12-25'));
    deal = { ...deal, stage: 'delivered' };
    await commands.issue('order', 5, 'closing', seller, at('2026-01-15'));
    deal = { ...deal, stage: 'returned' };

    await commands.returnCorrection('order', 5, seller, at('2026-02-10'));
    const ukd = await issuedUkd();
    expect(ukd.adjusts).toMatchObject({
      number: 1,
      invoice: { documentId: `${SELLER}-2025-invoice-1`, number: 1 },
    });

    await expect(
      commands.recordPayment(invoice.documentId!, 194_000, seller, at('2026-02-11')),
    ).rejects.toMatchObject({
      status: 409,
      message: MESSAGES.paymentAfterReturn(1),
    });
    // The money given back is recorded.
    await expect(
      commands.recordPayment(invoice.documentId!, 0, seller, at('2026-02-12')),
    ).resolves.not.toBeNull();
  });

  it('a deal invoiced and shipped in one year names its own stream’s invoice, as before', async () => {
    await commands.issue('order', 5, 'invoice', seller, at('2026-01-10'));
    deal = { ...deal, stage: 'delivered' };
    await commands.issue('order', 5, 'closing', seller, at('2026-01-15'));
    deal = { ...deal, stage: 'returned' };
    await commands.returnCorrection('order', 5, seller, at('2026-02-10'));
    expect((await issuedUkd()).adjusts?.invoice).toEqual({
      documentId: `${SELLER}-2026-invoice-1`,
      number: 1,
    });
  });
});

import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import { DOCUMENT_VAT_RATES, vatRateOn } from '../../../shared/vat/index.ts';
import {
  callerOf,
  commandContext,
  decodeInput,
  requireAuth,
  requireRole,
  writesShownBy,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import { badRequest, isCalendarDay, isImpossibleDay, noSuchDay, notFound } from '../../kit/write/index.ts';
import type { AccountingActor, AccountingCommands } from './commands.ts';
import { MESSAGES } from './decider.ts';
import { DEAL_KINDS, DOCUMENT_TYPES, VAT_KINDS, vatKindOfRate, type VatKind } from './events.ts';
import { offThread } from '../../../infra/offload/index.ts';
import type { AccountingQueries, RegisterFilter } from './queries.ts';
import { DOCUMENTS_PROJECTION } from './view.ts';

/** Files drawn in a worker thread (ADR 0075): the modules whose exports write them. */
const EXPORTS = new URL('./exports.ts', import.meta.url);
const PDF = new URL('./pdf.ts', import.meta.url);

const IssueBody = Schema.Struct({
  dealKind: Schema.Literals(DEAL_KINDS),
  dealId: Schema.Int.check(Schema.isGreaterThan(0)),
  docType: Schema.Literals(['invoice', 'closing', 'ukd']),
});
const ISSUE_FIELDS = {
  dealKind: 'Вид сделки — order или serviceRequest',
  dealId: MESSAGES.dealNotFound,
  docType: 'Документ — invoice (счёт), closing (УПД или акт) или ukd (УКД по возврату)',
} as const;
const CorrectionBody = Schema.Struct({ reason: Schema.String });
const CORRECTION_FIELDS = { reason: MESSAGES.correctionReason } as const;
const PaymentBody = Schema.Struct({ paid: Schema.Finite });
const PAYMENT_FIELDS = { paid: MESSAGES.paidAmount } as const;
// The choice is a kind (ADR 0056); a client that still sends a number (20, 22, 10, 0, 5, 7 or null) is understood.
const SettingsBody = Schema.Struct({
  vatKind: Schema.optional(Schema.Literals(VAT_KINDS)),
  vatRate: Schema.optional(Schema.NullOr(Schema.Literals(DOCUMENT_VAT_RATES))),
});
const VAT_CHOICE = 'Ставка НДС — общая (22 %), 10 %, 0 %, 5 % или 7 % при УСН, либо «Без НДС»';
const SETTINGS_FIELDS = { vatKind: VAT_CHOICE, vatRate: VAT_CHOICE } as const;
const oneChoice = (input: Readonly<Record<string, unknown>>): Record<string, string> =>
  input.vatKind === undefined && input.vatRate === undefined ? { vatKind: VAT_CHOICE } : {};
/** The seller's choice and the rate it gives a document dated today. */
const settingsOf = (vatKind: VatKind) => ({ vatKind, vatRate: vatRateOn(vatKind, new Date().toISOString()) });

const actorOf = (req: Request): AccountingActor => callerOf(req);

function filterOf(req: Request): RegisterFilter {
  const text = (name: string): string | undefined => {
    const value = req.query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || value.length > 200)
      throw badRequest(`Параметр «${name}» указан неверно`, { [name]: `Параметр «${name}» указан неверно` });
    return value.trim();
  };
  const side = text('side') ?? 'seller';
  if (!['seller', 'buyer'].includes(side))
    throw badRequest('Сторона — seller (мои документы покупателям) или buyer (документы мне)', {
      side: 'seller или buyer',
    });
  const from = text('from');
  const to = text('to');
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && !isCalendarDay(value)) {
      if (isImpossibleDay(value)) throw badRequest(noSuchDay(value), { [name]: noSuchDay(value) });
      throw badRequest('Период — даты в виде ГГГГ-ММ-ДД', { [name]: 'Дата в виде ГГГГ-ММ-ДД' });
    }
  }
  const status = text('status');
  if (status !== undefined && !['unpaid', 'partly', 'paid'].includes(status))
    throw badRequest('Статус оплаты — unpaid, partly или paid', { status: 'unpaid, partly или paid' });
  const type = text('type');
  if (type !== undefined && !(DOCUMENT_TYPES as readonly string[]).includes(type))
    throw badRequest('Тип документа — invoice, upd, act или ukd', { type: 'invoice, upd, act или ukd' });
  const actor = actorOf(req);
  return {
    side: actor.role === 'admin' ? 'all' : (side as 'seller' | 'buyer'),
    userId: actor.userId,
    from,
    to,
    status: status as RegisterFilter['status'],
    docType: type as RegisterFilter['docType'],
    counterparty: text('counterparty'),
  };
}

function download(res: Response, name: string, type: string, body: Buffer | string): void {
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.type(type).send(body);
}

/** 'Бухгалтерия' (ADR 0032, 0078): documents of agreed deals, their PDF, payment marks, corrections, УКД of returns, the register and its exports. */
export function accountingRouter(deps: ModuleRouterDeps<AccountingCommands, AccountingQueries>): Router {
  const { commands, queries } = deps;
  const router = Router();
  const write = writesShownBy(deps, [DOCUMENTS_PROJECTION]);
  const documentAt = (id: number | string) => `/api/accounting/documents/${id}`;
  const parties = requireRole('supplier', 'buyer', 'admin');
  const sellers = requireRole('supplier', 'buyer');

  router.get('/api/accounting/documents', requireAuth, parties, async (req, res) => {
    res.json(await queries.register(filterOf(req)));
  });

  router.get('/api/accounting/export', requireAuth, parties, async (req, res) => {
    const format = req.query.format ?? 'xlsx';
    if (format !== 'xlsx' && format !== 'csv' && format !== 'commerceml') {
      throw badRequest('Формат выгрузки — xlsx, csv или commerceml', { format: 'xlsx, csv или commerceml' });
    }
    const { documents } = await queries.register(filterOf(req));
    // A register of thousands of documents takes seconds to write: in a worker thread (ADR 0075).
    const file = <T>(name: string, ...args: unknown[]) => offThread.run<T>(EXPORTS, name, documents, ...args);
    if (format === 'csv')
      return download(
        res,
        'reestr-dokumentov.csv',
        'text/csv; charset=utf-8',
        await file<string>('registerCsv'),
      );
    if (format === 'commerceml')
      return download(
        res,
        'reestr-dokumentov.xml',
        'application/xml; charset=utf-8',
        await file<string>('registerCommerceMl', new Date()),
      );
    download(
      res,
      'reestr-dokumentov.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      await file<Buffer>('registerXlsx'),
    );
  });

  router.get('/api/accounting/pending', requireAuth, sellers, async (req, res) => {
    res.json({ deals: await queries.toDocument(actorOf(req).userId) });
  });

  router.get('/api/accounting/settings', requireAuth, sellers, async (req, res) => {
    res.json(settingsOf(await commands.vatKind(actorOf(req).userId)));
  });

  router.put('/api/accounting/settings', requireAuth, sellers, async (req, res) => {
    const body = decodeInput(SettingsBody, req.body, SETTINGS_FIELDS, oneChoice);
    const vatKind = body.vatKind ?? vatKindOfRate(body.vatRate ?? null);
    await commands.setVatKind(actorOf(req), vatKind, commandContext(req));
    res.json(settingsOf(vatKind));
  });

  router.get('/api/accounting/documents/:id', requireAuth, parties, async (req, res) => {
    res.json(await queries.row(String(req.params.id), actorOf(req)));
  });

  router.get('/api/accounting/documents/:id/pdf', requireAuth, parties, async (req, res) => {
    const document = await queries.one(String(req.params.id), actorOf(req));
    download(
      res,
      `${document.docType}-${document.year}-${document.number}.pdf`,
      'application/pdf',
      await offThread.run<Buffer>(PDF, 'documentPdf', document),
    );
  });

  router.post('/api/accounting/documents', requireAuth, sellers, async (req, res) => {
    const body = decodeInput(IssueBody, req.body, ISSUE_FIELDS);
    const actor = actorOf(req);
    const context = commandContext(req);
    const created = await write.once(req, 'accounting.issue', context, async () => {
      const { position, documentId } =
        body.docType === 'ukd'
          ? await commands.returnCorrection(body.dealKind, body.dealId, actor, context)
          : await commands.issue(body.dealKind, body.dealId, body.docType, actor, context);
      return { id: documentId!, position };
    });
    await write.created(res, created, documentAt(created.id), () => queries.row(String(created.id), actor));
  });

  router.post('/api/accounting/documents/:id/correction', requireAuth, sellers, async (req, res) => {
    const body = decodeInput(CorrectionBody, req.body, CORRECTION_FIELDS);
    const actor = actorOf(req);
    const original = await queries.one(String(req.params.id), actor);
    if (original.sellerId !== actor.userId) throw notFound(MESSAGES.documentNotFound);
    const { position, documentId } = await commands.correct(
      original._id,
      body.reason,
      actor,
      commandContext(req),
      original,
    );
    await write.created(res, { id: documentId!, position }, documentAt(documentId!), () =>
      queries.row(documentId!, actor),
    );
  });

  router.put('/api/accounting/documents/:id/payment', requireAuth, sellers, async (req, res) => {
    const body = decodeInput(PaymentBody, req.body, PAYMENT_FIELDS);
    const id = String(req.params.id);
    const position = await commands.recordPayment(id, body.paid, actorOf(req), commandContext(req));
    await write.changed(res, { id, position }, documentAt(id), async () => {
      const doc = await queries.one(id, actorOf(req));
      return { id, paymentStatus: doc.paymentStatus, paid: doc.paid };
    });
  });

  return router;
}

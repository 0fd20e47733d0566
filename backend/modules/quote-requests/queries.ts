import ExcelJS from 'exceljs';
import type { ReadModels } from '../../kit/read/index.ts';
import { mapTexts, xlsxText } from '../../../shared/text/index.ts';
import { DomainError, notFound } from '../../kit/write/index.ts';
import { ACCEPTED_CONDITION_LABELS, OFFERED_CONDITION_LABELS, type OfferedCondition } from './events.ts';
import type { QuoteActor } from './quote-request-decider.ts';
import {
  INVITATION_LABELS,
  MESSAGES,
  STATUS_LABELS,
  type InvitationStatus,
  type QuoteRequestStatus,
} from './rules.ts';
import { QUOTE_REQUESTS_PROJECTION, statusAt, type Invitation, type QuoteRequestDoc } from './view.ts';

/** A person's or a company's name (given by the composition root). */
export type PartyNames = (userId: number) => Promise<string | null>;

export interface ComparisonCell {
  supplierId: number;
  unitPrice: number;
  quantity: number;
  leadTimeDays: number;
  condition: OfferedCondition;
  conditionName: string;
  /** Price × the quantity that can be supplied, up to the quantity asked. */
  amount: number;
  bestPrice: boolean;
  fastest: boolean;
}

export interface Comparison {
  suppliers: Array<{
    id: number;
    name: string | null;
    amount: number;
    linesQuoted: number;
    maxLeadTimeDays: number | null;
    validUntil: string | null;
    version: number;
  }>;
  lines: Array<{
    lineId: number;
    designation: string;
    name: string;
    quantity: number;
    unit: string;
    cells: ComparisonCell[];
  }>;
}

const round = (value: number) => Math.round(value * 100) / 100;
const current = (invitation: Invitation) =>
  invitation.declined ? null : (invitation.answers.at(-1) ?? null);

/** Where an asked supplier stands, the award included. */
function invitationStatus(doc: QuoteRequestDoc, invitation: Invitation): InvitationStatus {
  if (doc.awardedAt)
    return doc.awards.some((award) => award.supplierId === invitation.supplierId) ? 'won' : 'lost';
  if (invitation.declined) return 'declined';
  return invitation.answers.length > 0 ? 'answered' : 'invited';
}

/**
 * The comparison of the answers in force (lines × suppliers), with the best price and the fastest
 * lead time marked per line and each supplier's total; only buyers and admins ever get it.
 */
export function compare(doc: QuoteRequestDoc, names: ReadonlyMap<number, string | null>): Comparison {
  const answers = doc.invitations.flatMap((invitation) => {
    const answer = current(invitation);
    return answer ? [{ supplierId: invitation.supplierId, answer }] : [];
  });
  const lines = doc.lines.map((line) => {
    const cells = answers.flatMap(({ supplierId, answer }) => {
      const given = answer.lines.find((candidate) => candidate.lineId === line.lineId);
      if (!given) return [];
      return [
        {
          supplierId,
          ...given,
          conditionName: OFFERED_CONDITION_LABELS[given.condition],
          amount: round(given.unitPrice * Math.min(given.quantity, line.quantity)),
          bestPrice: false,
          fastest: false,
        },
      ];
    });
    const lowest = Math.min(...cells.map((cell) => cell.unitPrice));
    const quickest = Math.min(...cells.map((cell) => cell.leadTimeDays));
    return {
      lineId: line.lineId,
      designation: line.designation,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      cells: cells.map((cell) => ({
        ...cell,
        bestPrice: cell.unitPrice === lowest,
        fastest: cell.leadTimeDays === quickest,
      })),
    };
  });
  const suppliers = answers.map(({ supplierId, answer }) => {
    const cells = lines.flatMap((line) => line.cells.filter((cell) => cell.supplierId === supplierId));
    return {
      id: supplierId,
      name: names.get(supplierId) ?? null,
      amount: round(cells.reduce((sum, cell) => sum + cell.amount, 0)),
      linesQuoted: cells.length,
      maxLeadTimeDays: cells.length ? Math.max(...cells.map((cell) => cell.leadTimeDays)) : null,
      validUntil: answer.validUntil,
      version: answer.version,
    };
  });
  return { suppliers, lines };
}

/** The most requests one list answers, newest first: older ones are not shown (a list, not an archive). */
const LIST_LIMIT = 500;

/** What every answer about a request begins with: which request, where it stands, until when it takes answers. */
const heading = (doc: QuoteRequestDoc, status: QuoteRequestStatus) => ({
  id: doc.id,
  number: doc.number,
  status,
  statusLabel: STATUS_LABELS[status],
  deadline: doc.deadline,
});

/** The requests for quotes as each party may see them: sealed answers (ADR 0069). Only this class reads the read model. */
export class QuoteRequestQueries {
  private readonly deps: { readModels: ReadModels; names: PartyNames };

  constructor(deps: QuoteRequestQueries['deps']) {
    this.deps = deps;
  }

  private collection() {
    return this.deps.readModels.collection<QuoteRequestDoc>(QUOTE_REQUESTS_PROJECTION);
  }

  private async nameMap(ids: readonly number[]): Promise<Map<number, string | null>> {
    const unique = [...new Set(ids)];
    return new Map(await Promise.all(unique.map(async (id) => [id, await this.deps.names(id)] as const)));
  }

  /** The document if the viewer may read it: its buyer, an asked supplier once it was sent, or an admin. */
  private async readable(
    requestId: number,
    viewer: QuoteActor,
  ): Promise<{ doc: QuoteRequestDoc; as: 'buyer' | 'supplier' | 'admin' }> {
    const doc = await (await this.collection()).get(String(requestId));
    if (!doc) throw notFound(MESSAGES.notFound);
    if (viewer.role === 'admin') return { doc, as: 'admin' };
    if (doc.buyerId === viewer.userId) return { doc, as: 'buyer' };
    if (doc.sentAt && doc.supplierIds.includes(viewer.userId)) return { doc, as: 'supplier' };
    throw new DomainError(403, 'forbidden', MESSAGES.notParty);
  }

  private common(doc: QuoteRequestDoc, now: string) {
    const status: QuoteRequestStatus = statusAt(doc, now);
    return {
      ...heading(doc, status),
      takesAnswers: (status === 'sent' || status === 'answered') && !doc.suspended,
      sentAt: doc.sentAt,
      closedEarlyAt: doc.closedEarlyAt,
      awardedAt: doc.awardedAt,
      cancelled: doc.cancelled,
      suspended: doc.suspended,
      lines: doc.lines.map((line) => ({ ...line, conditionName: ACCEPTED_CONDITION_LABELS[line.condition] })),
      deliveryTo: doc.deliveryTo,
      wantedBy: doc.wantedBy,
      paymentTerms: doc.paymentTerms,
      comment: doc.comment,
      attachments: doc.attachments,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
    };
  }

  /** `GET /api/quote-requests/{id}`: the whole request for its buyer and admins; for an asked supplier, the request and its own answers only. */
  async one(requestId: number, viewer: QuoteActor, now: Date) {
    const { doc, as } = await this.readable(requestId, viewer);
    const at = now.toISOString();
    const base = this.common(doc, at);
    const buyer = { id: doc.buyerId, name: await this.deps.names(doc.buyerId) };
    if (as === 'supplier') {
      const invitation = doc.invitations.find((candidate) => candidate.supplierId === viewer.userId)!;
      const status = invitationStatus(doc, invitation);
      return {
        ...base,
        viewer: as,
        buyer,
        me: {
          status,
          statusLabel: INVITATION_LABELS[status],
          declined: invitation.declined,
          answers: invitation.answers,
        },
        suppliers: null,
        comparison: null,
        // Its own awarded lines only: whom else the buyer chose is not its business.
        awards: doc.awards.filter((award) => award.supplierId === viewer.userId),
        history: doc.history.filter((step) => step.supplierId === null || step.supplierId === viewer.userId),
      };
    }
    const names = await this.nameMap(doc.supplierIds);
    return {
      ...base,
      viewer: as,
      buyer,
      me: null,
      suppliers: doc.invitations.map((invitation) => {
        const status = invitationStatus(doc, invitation);
        return {
          id: invitation.supplierId,
          name: names.get(invitation.supplierId) ?? null,
          status,
          statusLabel: INVITATION_LABELS[status],
          declined: invitation.declined,
          answers: invitation.answers,
        };
      }),
      comparison: compare(doc, names),
      awards: doc.awards,
      history: doc.history,
    };
  }

  /**
   * `GET /api/quote-requests`: the buyer's own requests, or the invitations a supplier received
   * (sent ones only); the newest LIST_LIMIT, as the admins' list.
   */
  /** The requests awarded at or after `since` (an instant): those whose orders the sweep at start makes sure of. */
  async awardedSince(since: string): Promise<number[]> {
    const docs = await (await this.collection()).find({ awardedAt: { $gte: since } });
    return docs.map((doc) => doc.id);
  }

  async list(viewer: QuoteActor, side: 'buyer' | 'supplier', now: Date) {
    const query = side === 'buyer' ? { buyerId: viewer.userId } : { supplierIds: viewer.userId };
    const docs = (
      await (await this.collection()).find(query, { sort: { createdAt: -1 }, limit: LIST_LIMIT })
    ).filter((doc) => side === 'buyer' || doc.sentAt !== null);
    return { quoteRequests: await this.summaries(docs, side === 'supplier' ? viewer.userId : null, now) };
  }

  /** 'Модерация заказов': every request (read only), newest first. */
  async all(now: Date) {
    const docs = await (await this.collection()).find({}, { sort: { createdAt: -1 }, limit: LIST_LIMIT });
    return { quoteRequests: await this.summaries(docs, null, now) };
  }

  private async summaries(docs: readonly QuoteRequestDoc[], supplierId: number | null, now: Date) {
    const at = now.toISOString();
    const buyers = await this.nameMap(docs.map((doc) => doc.buyerId));
    return docs.map((doc) => {
      const status = statusAt(doc, at);
      const mine =
        supplierId === null
          ? null
          : doc.invitations.find((invitation) => invitation.supplierId === supplierId);
      const answered = doc.invitations.filter((invitation) => current(invitation) !== null).length;
      return {
        ...heading(doc, status),
        suspended: doc.suspended,
        lineCount: doc.lines.length,
        firstLine: `${doc.lines[0]!.designation} ${doc.lines[0]!.name}`,
        buyer: { id: doc.buyerId, name: buyers.get(doc.buyerId) ?? null },
        // What a supplier may know: its own standing, never how many others were asked or answered.
        supplierCount: mine ? null : doc.supplierIds.length,
        answerCount: mine ? null : answered,
        myStatus: mine ? invitationStatus(doc, mine) : null,
        myStatusLabel: mine ? INVITATION_LABELS[invitationStatus(doc, mine)] : null,
        createdAt: doc.createdAt,
      };
    });
  }

  /** The comparison as an XLSX workbook (the price lists' library): one row per line, four columns per supplier. */
  async comparisonXlsx(requestId: number, viewer: QuoteActor): Promise<{ number: string; file: Buffer }> {
    const { doc, as } = await this.readable(requestId, viewer);
    if (as === 'supplier') throw new DomainError(403, 'forbidden', MESSAGES.buyerOnly);
    const { suppliers, lines } = compare(doc, await this.nameMap(doc.supplierIds));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Сравнение', { views: [{ state: 'frozen', ySplit: 1, xSplit: 5 }] });
    const header = [
      '№',
      'Обозначение',
      'Наименование',
      'Кол-во',
      'Ед.',
      ...suppliers.flatMap((s) => [
        `${s.name ?? `Поставщик ${s.id}`}: цена с НДС`,
        'Кол-во',
        'Срок, дн.',
        'Состояние',
      ]),
    ];
    sheet.addRow(mapTexts(header, xlsxText)).font = { bold: true };
    for (const line of lines) {
      const row = [line.lineId, line.designation, line.name, line.quantity, line.unit];
      for (const supplier of suppliers) {
        const cell = line.cells.find((candidate) => candidate.supplierId === supplier.id);
        row.push(
          ...(cell
            ? [cell.unitPrice, cell.quantity, cell.leadTimeDays, cell.conditionName]
            : ['', '', '', '']),
        );
      }
      sheet.addRow(mapTexts(row, xlsxText));
    }
    sheet.addRow(
      mapTexts(
        [
          '',
          'Итого',
          '',
          '',
          '',
          ...suppliers.flatMap((s) => [s.amount, `${s.linesQuoted} поз.`, s.maxLeadTimeDays ?? '', '']),
        ],
        xlsxText,
      ),
    ).font = { bold: true };
    sheet.columns.forEach((column, index) => (column.width = [5, 18, 36, 9, 7][index] ?? 16));
    return { number: doc.number, file: Buffer.from(await workbook.xlsx.writeBuffer()) };
  }
}

import { marketplaceDay, marketplaceDayOf } from '../../../shared/calendar/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { MESSAGES, STATUS_LABELS, type ContractSide, type ContractStatus } from './decider.ts';
import { termsLine } from './rules.ts';
import { CONTRACTS_PROJECTION, type ContractDoc, type ContractFields } from './view.ts';

export interface ContractViewer {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

/** A contract as the API answers it: the status as of today (a signed one past its end is expired) and my side. */
export interface ContractDto extends Omit<ContractFields, 'openInn'> {
  displayStatus: ContractStatus | 'expired';
  statusLabel: string;
  mySide: 'supplier' | 'buyer' | null;
  termsLine: string;
  /**
   * No company holds the ИНН the contract is addressed to verified by a site admin: it waits, and
   * reaches the company with that ИНН once an admin verifies one (ADR 0052).
   */
  awaitingVerification: boolean;
}

/** The company a reader belongs to, as the read models list it. */
export type ReaderCompany = (userId: number) => Promise<number | null>;

/** What the contracts' reads ask of the companies read model (ADR 0045). */
export interface VerifiedCompanies {
  /** The ИНН this company holds verified by a site admin, or null while it is not verified. */
  verifiedInnOf(companyId: number): Promise<string | null>;
  /** The company holding this ИНН verified, or null while none does. */
  verifiedByInn(inn: string): Promise<{ companyId: number; name: string } | null>;
}

const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е');
const otherSide = (side: ContractSide): ContractSide => (side === 'supplier' ? 'buyer' : 'supplier');

export class ContractQueries {
  private readonly deps: { readModels: ReadModels; companyOf: ReaderCompany; companies: VerifiedCompanies };

  constructor(deps: ContractQueries['deps']) {
    this.deps = deps;
  }

  private collection() {
    return this.deps.readModels.collection<ContractDoc>(CONTRACTS_PROJECTION);
  }

  /**
   * The answer for a viewer of `companyId`: the side addressed by ИНН shows the company that signed
   * it, else the one holding the ИНН verified now, else none (the contract waits).
   */
  private async dto(
    { _id, _pos, openInn, ...doc }: ContractDoc & { _pos?: unknown },
    companyId: number | null,
    today: string,
    receivers: Map<string, Promise<{ companyId: number; name: string } | null>> = new Map(),
  ): Promise<ContractDto> {
    const addressed = otherSide(doc.proposedBy);
    const open = openInn !== null && openInn !== undefined;
    if (open && !receivers.has(openInn)) receivers.set(openInn, this.deps.companies.verifiedByInn(openInn));
    const receiver = open ? await receivers.get(openInn)! : null;
    const party = open
      ? { companyId: receiver?.companyId ?? null, name: receiver?.name ?? '', inn: openInn }
      : doc[addressed];
    const shown = {
      ...doc,
      [addressed]: party,
      companyIds: receiver ? [...new Set([...doc.companyIds, receiver.companyId])] : doc.companyIds,
    };
    const expired = doc.status === 'signed' && doc.terms.validTo < today;
    const displayStatus = expired ? 'expired' : doc.status;
    const mySide =
      companyId === null
        ? null
        : companyId === shown.supplier.companyId
          ? 'supplier'
          : companyId === shown.buyer.companyId
            ? 'buyer'
            : null;
    return {
      ...shown,
      displayStatus,
      statusLabel: STATUS_LABELS[displayStatus],
      mySide,
      termsLine: termsLine(doc.number, doc.terms),
      awaitingVerification: open && receiver === null,
    };
  }

  /** The contracts a company holds: its own and signed ones, and those open to its ИНН while it holds it verified. */
  private async ofCompany(companyId: number): Promise<ContractDoc[]> {
    const collection = await this.collection();
    const held = await collection.find({ companyIds: companyId }, { sort: { updatedAt: -1 } });
    const inn = await this.deps.companies.verifiedInnOf(companyId);
    if (inn === null) return held;
    const open = await collection.find({ openInn: inn }, { sort: { updatedAt: -1 } });
    const seen = new Set(held.map((doc) => doc.id));
    return [...held, ...open.filter((doc) => !seen.has(doc.id))].sort((a, b) =>
      b.updatedAt.localeCompare(a.updatedAt),
    );
  }

  /** Whether a company sees the contract: it proposed or signed it, or it is open to the ИНН the company holds verified. */
  private async reaches(doc: ContractDoc, companyId: number): Promise<boolean> {
    if (doc.companyIds.includes(companyId)) return true;
    return (
      doc.openInn !== null &&
      doc.openInn !== undefined &&
      doc.openInn === (await this.deps.companies.verifiedInnOf(companyId))
    );
  }

  /** The contracts of the viewer's company (admins: all), newest change first. */
  async list(
    viewer: ContractViewer,
    filter: { status?: string | undefined; search?: string | undefined },
    now: Date,
  ): Promise<ContractDto[]> {
    const companyId = viewer.role === 'admin' ? null : await this.deps.companyOf(viewer.userId);
    if (viewer.role !== 'admin' && companyId === null) return [];
    const docs =
      companyId === null
        ? await (await this.collection()).find({}, { sort: { updatedAt: -1 } })
        : await this.ofCompany(companyId);
    const today = marketplaceDay(now);
    const words = fold(filter.search ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const receivers = new Map<string, Promise<{ companyId: number; name: string } | null>>();
    return (await Promise.all(docs.map((doc) => this.dto(doc, companyId, today, receivers))))
      .filter((doc) => !filter.status || doc.displayStatus === filter.status)
      .filter((doc) => {
        const text = fold(
          `${doc.number} ${doc.supplier.name} ${doc.supplier.inn} ${doc.buyer.name} ${doc.buyer.inn} ${doc.terms.subject}`,
        );
        return words.every((word) => text.includes(word));
      });
  }

  /** One contract for the members of its two companies and admins; anyone else 404. */
  async one(contractId: number, viewer: ContractViewer, now: Date): Promise<ContractDto> {
    const doc = await (await this.collection()).get(String(contractId));
    const companyId = viewer.role === 'admin' ? null : await this.deps.companyOf(viewer.userId);
    if (!doc || (viewer.role !== 'admin' && (companyId === null || !(await this.reaches(doc, companyId)))))
      throw notFound(MESSAGES.notFound);
    return this.dto(doc, companyId, marketplaceDay(now));
  }

  /**
   * The day a contract was signed, as its seller reads it (a document names its basis by it); null
   * when the seller cannot read it or the date cannot be read.
   */
  async signedOn(contractId: number, sellerId: number): Promise<string | null> {
    const contract = await this.one(contractId, { userId: sellerId, role: 'supplier' }, new Date()).catch(
      () => null,
    );
    const signedAt: unknown = contract?.signedAt;
    return typeof signedAt === 'string' && /^\d{4}-\d{2}-\d{2}/.test(signedAt)
      ? marketplaceDayOf(signedAt)
      : null;
  }

  /** The contracts in force today between the viewer's company (buyer side) and the seller's company. */
  async inForceWith(viewer: ContractViewer, sellerId: number, now: Date): Promise<ContractDto[]> {
    const [companyId, sellerCompany] = await Promise.all([
      this.deps.companyOf(viewer.userId),
      this.deps.companyOf(sellerId),
    ]);
    if (companyId === null || sellerCompany === null) return [];
    const today = marketplaceDay(now);
    // Signed contracts only: their two companies are recorded (the proposer's and the signer's).
    const docs = await (await this.collection()).find({ companyIds: companyId });
    const inForce = docs
      .filter(
        (doc) =>
          doc.status === 'signed' &&
          doc.buyer.companyId === companyId &&
          doc.supplier.companyId === sellerCompany,
      )
      .filter((doc) => doc.terms.validFrom <= today && today <= doc.terms.validTo);
    return Promise.all(inForce.map((doc) => this.dto(doc, companyId, today)));
  }
}

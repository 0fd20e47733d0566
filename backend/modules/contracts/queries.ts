import type { ReadModels } from '../../../projections/runtime/index.ts';
import { notFound } from '../../src/write-kit/index.ts';
import { MESSAGES, STATUS_LABELS, type ContractStatus } from './decider.ts';
import { termsLine } from './rules.ts';
import { CONTRACTS_PROJECTION, type ContractDoc, type ContractFields } from './view.ts';

export interface ContractViewer {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

/** A contract as the API answers it: the status as of today (a signed one past its end is expired) and my side. */
export interface ContractDto extends ContractFields {
  displayStatus: ContractStatus | 'expired';
  statusLabel: string;
  mySide: 'supplier' | 'buyer' | null;
  termsLine: string;
}

/** The company a reader belongs to, as the read models list it. */
export type ReaderCompany = (userId: number) => Promise<number | null>;

const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

export class ContractQueries {
  private readonly readModels: ReadModels;
  private readonly companyOf: ReaderCompany;
  constructor(deps: { readModels: ReadModels; companyOf: ReaderCompany }) {
    this.readModels = deps.readModels;
    this.companyOf = deps.companyOf;
  }

  private dto({ _id, _pos, ...doc }: ContractDoc & { _pos?: unknown }, companyId: number | null, today: string): ContractDto {
    const expired = doc.status === 'signed' && doc.terms.validTo < today;
    const displayStatus = expired ? 'expired' : doc.status;
    const mySide = companyId === doc.supplier.companyId ? 'supplier' : companyId === doc.buyer.companyId ? 'buyer' : null;
    return { ...doc, displayStatus, statusLabel: STATUS_LABELS[displayStatus], mySide, termsLine: termsLine(doc.number, doc.terms) };
  }

  /** The contracts of the viewer's company (admins: all), newest change first. */
  async list(viewer: ContractViewer, filter: { status?: string | undefined; search?: string | undefined }, now: Date): Promise<ContractDto[]> {
    const companyId = viewer.role === 'admin' ? null : await this.companyOf(viewer.userId);
    if (viewer.role !== 'admin' && companyId === null) return [];
    const docs = await (await this.readModels.collection<ContractDoc>(CONTRACTS_PROJECTION)).find(companyId === null ? {} : { companyIds: companyId }, { sort: { updatedAt: -1 } });
    const today = now.toISOString().slice(0, 10);
    const words = fold(filter.search ?? '').split(/\s+/).filter(Boolean);
    return docs
      .map((doc) => this.dto(doc, companyId, today))
      .filter((doc) => !filter.status || doc.displayStatus === filter.status)
      .filter((doc) => {
        const text = fold(`${doc.number} ${doc.supplier.name} ${doc.supplier.inn} ${doc.buyer.name} ${doc.buyer.inn} ${doc.terms.subject}`);
        return words.every((word) => text.includes(word));
      });
  }

  /** One contract for the members of its two companies and admins; anyone else 404. */
  async one(contractId: number, viewer: ContractViewer, now: Date): Promise<ContractDto> {
    const doc = await (await this.readModels.collection<ContractDoc>(CONTRACTS_PROJECTION)).get(String(contractId));
    const companyId = viewer.role === 'admin' ? null : await this.companyOf(viewer.userId);
    if (!doc || (viewer.role !== 'admin' && (companyId === null || !doc.companyIds.includes(companyId)))) throw notFound(MESSAGES.notFound);
    return this.dto(doc, companyId, now.toISOString().slice(0, 10));
  }

  /** The contracts in force today between the viewer's company (buyer side) and the seller's company. */
  async inForceWith(viewer: ContractViewer, sellerId: number, now: Date): Promise<ContractDto[]> {
    const [companyId, sellerCompany] = await Promise.all([this.companyOf(viewer.userId), this.companyOf(sellerId)]);
    if (companyId === null || sellerCompany === null) return [];
    const today = now.toISOString().slice(0, 10);
    const docs = await (await this.readModels.collection<ContractDoc>(CONTRACTS_PROJECTION)).find({ companyIds: companyId });
    return docs
      .filter((doc) => doc.status === 'signed' && doc.buyer.companyId === companyId && doc.supplier.companyId === sellerCompany)
      .filter((doc) => doc.terms.validFrom <= today && today <= doc.terms.validTo)
      .map((doc) => this.dto(doc, companyId, today));
  }
}

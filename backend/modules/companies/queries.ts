import { CollectionQueries, type ReadModels } from '../../kit/read/index.ts';
import type { BankDetails } from './events.ts';
import { COMPANIES_PROJECTION, companyDto, type CompanyDoc, type CompanyDto } from './view.ts';

/** A company's requisites as a document prints them. */
export interface CompanyRequisites {
  readonly id: number;
  readonly name: string;
  readonly inn: string;
  readonly kpp: string | null;
  readonly legalAddress: string;
  readonly bank: BankDetails | null;
}

/**
 * The companies read model, read here only (ADR 0045): by the module's routes, and by other modules
 * (a user's company, a contract's party, an invoice's seller).
 */
export class CompanyQueries extends CollectionQueries<CompanyDoc> {
  constructor(readModels: ReadModels) {
    super(readModels, COMPANIES_PROJECTION);
  }

  /** The company as stored (members, bank, check), or null. */
  async doc(companyId: number): Promise<CompanyDoc | null> {
    return (await (await this.collection()).get(String(companyId))) ?? null;
  }

  /** The company this user belongs to, as stored, or null. */
  async ofMember(userId: number): Promise<CompanyDoc | null> {
    const [doc] = await (await this.collection()).find({ memberIds: userId }, { limit: 1 });
    return doc ?? null;
  }

  /** Every company, newest first (the admins' check list filters and counts them). */
  async allNewestFirst(): Promise<CompanyDoc[]> {
    return (await this.collection()).find({}, { sort: { id: -1 } });
  }

  /**
   * The ids of the companies whose name holds this fragment (any case) or whose ИНН it is: the
   * admins find a user by their company (at most `limit`; a fragment that broad is narrowed first).
   */
  async idsMatching(fragment: string, limit = 500): Promise<number[]> {
    const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const docs = await (
      await this.collection()
    ).find({ $or: [{ name: { $regex: escaped, $options: 'i' } }, { inn: fragment }] }, { limit });
    return docs.map((doc) => doc.id);
  }

  async byId(companyId: number): Promise<CompanyDto | null> {
    const doc = await this.doc(companyId);
    return doc ? companyDto(doc) : null;
  }

  /** A company's name, or null for an unknown one (how the site names its members, ADR 0058). */
  async nameOf(companyId: number): Promise<string | null> {
    return (await this.byId(companyId))?.name ?? null;
  }

  /** Whether any company names this ИНН, verified or not (several may compete unverified). */
  async named(inn: string): Promise<boolean> {
    return (await (await this.collection()).find({ inn }, { limit: 1 })).length > 0;
  }

  /**
   * The company holding this ИНН verified by a site admin, or null: the write side lets at most one
   * hold it at a time (ADR 0037), so this is the one whatever the order of the documents.
   */
  async verifiedByInn(inn: string): Promise<CompanyDto | null> {
    const [doc] = await (await this.collection()).find({ inn, verified: true }, { limit: 1 });
    return doc ? companyDto(doc) : null;
  }

  async requisites(companyId: number): Promise<CompanyRequisites | null> {
    const doc = await this.doc(companyId);
    if (!doc) return null;
    return {
      id: doc.id,
      name: doc.name,
      inn: doc.inn,
      kpp: doc.kpp,
      legalAddress: doc.legalAddress,
      bank: doc.bank ?? null,
    };
  }

  /** The ИНН this company holds verified by a site admin, or null while it is not verified. */
  async verifiedInnOf(companyId: number): Promise<string | null> {
    const company = await this.byId(companyId);
    return company?.verified ? company.inn : null;
  }

  /** The id and name of the company holding this ИНН verified, or null while none does. */
  async verifiedHolderOf(inn: string): Promise<{ companyId: number; name: string } | null> {
    const company = await this.verifiedByInn(inn);
    return company ? { companyId: company.id, name: company.name } : null;
  }

  /** What a contract's text prints of a side's company ('Данные компании'). */
  async contractRequisites(companyId: number) {
    const company = await this.doc(companyId);
    return company
      ? {
          name: company.name,
          inn: company.inn,
          kpp: company.kpp,
          ogrn: company.ogrn,
          address: company.legalAddress,
          bank: company.bank ?? null,
        }
      : null;
  }
}

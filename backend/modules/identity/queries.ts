import { containing, type ReadModels } from '../../kit/read/index.ts';
import { personNames, type PersonNames } from './names.ts';
import { USERS_PROJECTION, type UserDoc } from './view.ts';

/** A user as other modules see them: no role, status, ИНН or search text. */
export interface Person {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleName: string;
  /** The name is still the registration default: never show it as theirs (ADR 0058). */
  readonly nameIsPlaceholder: boolean;
  readonly companyId: number | null;
}

/** A company's name, as the companies module answers it (given by the composition root). */
export type CompanyNames = (companyId: number) => Promise<string | null>;

/** A text matched as itself inside a `$regex`. */

/**
 * The users read model, read here only (ADR 0045): by the module's routes, and by other modules (a
 * supplier's name on a card, a party on a document, who changed a page).
 */
export class IdentityQueries {
  private readonly readModels: ReadModels;
  private readonly companyNames: CompanyNames;
  constructor(readModels: ReadModels, companyNames: CompanyNames = async () => null) {
    this.readModels = readModels;
    this.companyNames = companyNames;
  }

  private collection() {
    return this.readModels.collection<UserDoc>(USERS_PROJECTION);
  }

  /** The account as stored (the module's own routes answer from it), or null. */
  async doc(userId: number | string): Promise<UserDoc | null> {
    return (await (await this.collection()).get(String(userId))) ?? null;
  }

  /**
   * The admins' list: newest first, one page of those matching the filter, and how many match.
   * Empty filter values match everyone; the search is a lower-case fragment of the search text,
   * or names one of `companyIds` (the companies whose name or ИНН the search matched).
   */
  async adminPage(
    filter: { role: string; status: string; search: string; companyIds?: readonly number[] },
    page: number,
    limit: number,
  ): Promise<{ docs: UserDoc[]; total: number }> {
    const bySearchText = { searchText: containing(filter.search) };
    const companyIds = filter.companyIds ?? [];
    const query: Record<string, unknown> = {
      ...(filter.role ? { role: filter.role } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.search
        ? companyIds.length > 0
          ? { $or: [bySearchText, { companyId: { $in: [...companyIds] } }] }
          : bySearchText
        : {}),
    };
    const collection = await this.collection();
    const [total, docs] = await Promise.all([
      collection.count(query),
      collection.find(query, { sort: { id: -1 }, skip: (page - 1) * limit, limit }),
    ]);
    return { docs, total };
  }

  async person(userId: number | string): Promise<Person | null> {
    const doc = await this.doc(userId);
    if (!doc) return null;
    const { id, email, firstName, lastName, middleName, nameIsPlaceholder, companyId } = doc;
    return { id, email, firstName, lastName, middleName, nameIsPlaceholder, companyId };
  }

  /** Every way the site names the user (ADR 0058), with their company's name; null for an unknown user. */
  async names(userId: number | string): Promise<(PersonNames & { person: Person }) | null> {
    const person = await this.person(userId);
    if (!person) return null;
    const company = person.companyId === null ? null : await this.companyNames(person.companyId);
    return { ...personNames(person, company), person };
  }

  /** A side of a deal as others see it: their company's name first (ADR 0058); null for an unknown user. */
  async partyName(userId: number | string): Promise<string | null> {
    return (await this.names(userId))?.party ?? null;
  }

  /**
   * A supplier or customer as a service's pages show them: the names they gave (never the
   * registration default, ADR 0058), their e-mail, and the name the site shows for them.
   */
  async contact(userId: number | string) {
    const names = await this.names(userId);
    if (!names) return null;
    const { person } = names;
    const own = (part: string) => (person.nameIsPlaceholder ? null : part || null);
    return {
      id: person.id,
      firstName: own(person.firstName),
      lastName: own(person.lastName),
      email: person.email,
      displayName: names.displayName,
    };
  }

  /** Their name, else their company's, else their e-mail; null for an unknown user. */
  async displayName(userId: number | string): Promise<string | null> {
    return (await this.names(userId))?.displayName ?? null;
  }

  /** The company the user belongs to, if any. */
  async companyOf(userId: number | string): Promise<number | null> {
    return (await this.person(userId))?.companyId ?? null;
  }
}

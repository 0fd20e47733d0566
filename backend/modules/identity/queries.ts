import type { ReadModels } from '../../../projections/runtime/index.ts';
import { USERS_PROJECTION, type UserDoc } from './view.ts';

/** A user as other modules name them: no role, status, ИНН or search text. */
export interface Person {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyId: number | null;
}

/** «Фамилия Имя», or null when neither is given. */
export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>): string | null =>
  [person.lastName, person.firstName].filter(Boolean).join(' ') || null;

/**
 * Users as other modules ask for them (a supplier's name on a card, a party on a document, who
 * changed a page): from the users read model, which only this module reads.
 */
export class UserDirectory {
  private readonly readModels: ReadModels;
  constructor(readModels: ReadModels) {
    this.readModels = readModels;
  }

  async person(userId: number | string): Promise<Person | null> {
    const doc = await (await this.readModels.collection<UserDoc>(USERS_PROJECTION)).get(String(userId));
    if (!doc) return null;
    return { id: doc.id, email: doc.email, firstName: doc.firstName, lastName: doc.lastName, companyId: doc.companyId };
  }

  /** The full name, else the e-mail; null for an unknown user. */
  async displayName(userId: number | string): Promise<string | null> {
    const person = await this.person(userId);
    return person ? (fullName(person) ?? person.email) : null;
  }

  /** The company the user belongs to, if any. */
  async companyOf(userId: number | string): Promise<number | null> {
    return (await this.person(userId))?.companyId ?? null;
  }
}

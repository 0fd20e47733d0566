/**
 * How the site names a person (ADR 0058): the name they gave once they gave one, otherwise their
 * company's name, otherwise their e-mail; never the name registration stores by the spec
 * («Пользователь»/«Поставщик», «ИНН …»), which the account's events mark as such.
 */

/** What the rule reads of a person. */
export interface NamedPerson {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleName?: string | undefined;
  /** The name is still the one registration stored by default, not theirs. */
  readonly nameIsPlaceholder: boolean;
}

export interface PersonNames {
  /** «Фамилия Имя Отчество» as the person gave it; null while they have given none. */
  readonly given: string | null;
  /** A person wherever they are named: their name, else their company's, else their e-mail. */
  readonly displayName: string;
  /** The header and the greeting toast: their first name, else their company's, else the e-mail before the @. */
  readonly shortName: string;
  /** Whom a letter greets: their first name, else their company; null greets no one by name. */
  readonly greeting: string | null;
  /** A side of a deal (orders, conversations, the catalogue's seller): their company's name first. */
  readonly party: string;
}

const clean = (text: string | null | undefined): string => (text ?? '').trim();

/** «Фамилия Имя Отчество» as given, or null for no name or the registration's default. */
export function givenName(
  person: Pick<NamedPerson, 'firstName' | 'lastName' | 'middleName' | 'nameIsPlaceholder'>,
): string | null {
  if (person.nameIsPlaceholder) return null;
  return (
    [clean(person.lastName), clean(person.firstName), clean(person.middleName)].filter(Boolean).join(' ') ||
    null
  );
}

export function personNames(person: NamedPerson, companyName: string | null): PersonNames {
  const given = givenName(person);
  const company = clean(companyName) || null;
  const first = person.nameIsPlaceholder ? null : clean(person.firstName) || given;
  const email = clean(person.email);
  return {
    given,
    displayName: given ?? company ?? email,
    shortName: first ?? company ?? (email.split('@')[0] || email),
    greeting: first ?? company,
    party: company ?? given ?? email,
  };
}

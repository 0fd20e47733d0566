// The name registration stores, shared by the SPA (which sends it) and the
// server (which records that the stored name is this default, not a person's name; ADR 0058).

/** firstName at registration: 'Поставщик' for suppliers, 'Пользователь' otherwise. */
export const REGISTRATION_FIRST_NAMES = { supplier: 'Поставщик', buyer: 'Пользователь' } as const;

/** The first name by the role, lastName 'ИНН ' followed by the INN, middleName empty. */
export function registrationName(
  role: string,
  inn: string,
): { firstName: string; lastName: string; middleName: string } {
  return {
    firstName: role === 'supplier' ? REGISTRATION_FIRST_NAMES.supplier : REGISTRATION_FIRST_NAMES.buyer,
    lastName: `ИНН ${inn}`,
    middleName: '',
  };
}

/**
 * Whether a name sent at registration is the spec's default rather than a person's name: either
 * default first name (a role changed later keeps the other one) with 'ИНН ' and the INN registered.
 */
export function isRegistrationName(name: {
  firstName: string;
  lastName: string;
  inn: string | null;
}): boolean {
  const firstNames: readonly string[] = Object.values(REGISTRATION_FIRST_NAMES);
  return (
    name.inn !== null &&
    firstNames.includes(name.firstName.trim()) &&
    name.lastName.trim() === `ИНН ${name.inn.trim()}`
  );
}

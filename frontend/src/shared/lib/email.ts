/**
 * Russian taxpayer and registration numbers (ИНН, КПП, ОГРН, ОГРНИП) with the check digits of the
 * Federal Tax Service, as the server checks them (backend/modules/identity/russian-ids.ts): the
 * forms tell about a mistyped number before sending it. Pure functions over trimmed strings.
 */

const digits = (value: string): number[] => [...value].map(Number);

function innCheckDigit(value: readonly number[], weights: readonly number[]): number {
  return (weights.reduce((sum, weight, index) => sum + weight * value[index]!, 0) % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** An organisation (ЮЛ, 10 digits) or a sole proprietor (ИП, 12 digits); null for any other form. */
export function innKind(inn: string): 'legal' | 'individual' | null {
  if (/^\d{10}$/.test(inn)) return 'legal';
  if (/^\d{12}$/.test(inn)) return 'individual';
  return null;
}

export function isValidInnChecksum(inn: string): boolean {
  const kind = innKind(inn);
  if (kind === null) return false;
  const value = digits(inn);
  if (kind === 'legal') return innCheckDigit(value, INN10_WEIGHTS) === value[9];
  return (
    innCheckDigit(value, INN12_WEIGHTS_11) === value[10] &&
    innCheckDigit(value, INN12_WEIGHTS_12) === value[11]
  );
}

/** КПП: 4 digits, 2 digits or capital Latin letters, 3 digits. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

function modulo(value: string, divisor: number): number {
  let rest = 0;
  for (const digit of value) rest = (rest * 10 + Number(digit)) % divisor;
  return rest;
}

/** ОГРН (13 digits, organisation) or ОГРНИП (15 digits, sole proprietor); null for any other form. */
export function ogrnKind(ogrn: string): 'legal' | 'individual' | null {
  if (/^\d{13}$/.test(ogrn)) return 'legal';
  if (/^\d{15}$/.test(ogrn)) return 'individual';
  return null;
}

export function isValidOgrnChecksum(ogrn: string): boolean {
  const kind = ogrnKind(ogrn);
  if (kind === null) return false;
  const length = ogrn.length - 1;
  const check = modulo(ogrn.slice(0, length), kind === 'legal' ? 11 : 13) % 10;
  return check === Number(ogrn[length]);
}

/** An address is non-empty, with an @ and a dot after it. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

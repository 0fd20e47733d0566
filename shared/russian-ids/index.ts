/**
 * Russian taxpayer and registration numbers (ИНН, КПП, ОГРН, ОГРНИП) with the check digits of the
 * Federal Tax Service (ФНС), shared by the server (which refuses a wrong number) and the SPA (whose
 * forms tell about a mistyped one before sending it). Pure functions over digit strings; callers trim
 * beforehand.
 */

const digits = (value: string): number[] => [...value].map(Number);

/** Weighted sum of the leading digits, mod 11, mod 10: the ИНН check digit. */
function innCheckDigit(value: readonly number[], weights: readonly number[]): number {
  return (weights.reduce((sum, weight, index) => sum + weight * value[index]!, 0) % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** ЮЛ (organisation, 10 digits) or ИП / natural person (12 digits); null for any other form. */
export function innKind(inn: string): 'legal' | 'individual' | null {
  if (/^\d{10}$/.test(inn)) return 'legal';
  if (/^\d{12}$/.test(inn)) return 'individual';
  return null;
}

/** Whether a 10- or 12-digit ИНН carries the right check digit(s). */
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

/** КПП: 9 characters, 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/** The remainder of a long digit string modulo a small number, without floating point. */
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

/** ОГРН: the first 12 digits mod 11, mod 10; ОГРНИП: the first 14 digits mod 13, mod 10. */
export function isValidOgrnChecksum(ogrn: string): boolean {
  const kind = ogrnKind(ogrn);
  if (kind === null) return false;
  const length = ogrn.length - 1;
  const check = modulo(ogrn.slice(0, length), kind === 'legal' ? 11 : 13) % 10;
  return check === Number(ogrn[length]);
}

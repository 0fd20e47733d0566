/** Valid, random requisites of a legal entity for tests: ИНН, КПП and ОГРН with their check digits. */

const digits = (count: number): number[] =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10));

/** A 10-digit ИНН of an organisation: the tenth digit is the weighted sum mod 11 mod 10. */
export function randomLegalInn(): string {
  const body = [1 + Math.floor(Math.random() * 9), ...digits(8)];
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (body.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11) % 10;
  return [...body, check].join('');
}

/** A 13-digit ОГРН: the last digit is the first twelve as a number mod 11 mod 10. */
export function randomOgrn(): string {
  const body = `1${digits(11).join('')}`;
  return `${body}${(BigInt(body) % 11n) % 10n}`;
}

export function randomCompany(
  name: string,
  city = 'г. Москва',
): { name: string; inn: string; kpp: string; ogrn: string; legalAddress: string } {
  const inn = randomLegalInn();
  return {
    name,
    inn,
    kpp: `${inn.slice(0, 4)}01001`,
    ogrn: randomOgrn(),
    legalAddress: `${city}, ул. Заводская, д. ${1 + Math.floor(Math.random() * 90)}`,
  };
}

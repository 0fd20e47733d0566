/** Figures as the command lines print them (Russian digit grouping). */
const grouped = new Intl.NumberFormat('ru-RU');
const oneDecimal = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const count = (value: number): string => grouped.format(value);
export const mebibytes = (bytes: number): string => `${oneDecimal.format(bytes / 2 ** 20)} МиБ`;
export const seconds = (ms: number): string => `${oneDecimal.format(ms / 1000)} с`;

const plurals = new Intl.PluralRules('ru-RU');
type Forms = readonly [one: string, few: string, many: string];
export const EVENTS: Forms = ['событие', 'события', 'событий'];
export const FILES: Forms = ['файл', 'файла', 'файлов'];

/** A count with its noun in the right form: «1 событие», «3 файла», «401 504 события». */
export function counted(value: number, forms: Forms): string {
  const form = plurals.select(value);
  return `${count(value)} ${form === 'one' ? forms[0] : form === 'few' ? forms[1] : forms[2]}`;
}

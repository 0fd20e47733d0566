/** Figures as the command lines print them (Russian digit grouping). */
const grouped = new Intl.NumberFormat('ru-RU');
const oneDecimal = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const count = (value: number): string => grouped.format(value);
export const mebibytes = (bytes: number): string => `${oneDecimal.format(bytes / 2 ** 20)} МиБ`;
export const seconds = (ms: number): string => `${oneDecimal.format(ms / 1000)} с`;

/*
 * Сумма прописью for invoices and acts: roubles and kopecks in Russian words, with the grammatical
 * gender of тысяча (feminine) and the plural forms of рубль, тысяча, миллион, миллиард.
 */

const ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** The form of a noun after a number: 1 рубль, 2 рубля, 5 рублей (11–14 take the third). */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (ones === 1) return forms[0];
  if (ones >= 2 && ones <= 4) return forms[1];
  return forms[2];
}

function triad(n: number, feminine: boolean): string[] {
  const words: string[] = [];
  words.push(HUNDREDS[Math.floor(n / 100)]!);
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    words.push(TENS[Math.floor(rest / 10)]!);
    words.push((feminine ? ONES_F : ONES_M)[rest % 10]!);
  }
  return words.filter(Boolean);
}

const SCALES: ReadonlyArray<{ value: number; forms: readonly [string, string, string]; feminine: boolean }> =
  [
    { value: 1_000_000_000, forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
    { value: 1_000_000, forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
    { value: 1_000, forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  ];

/** An integer in words (masculine), «ноль» for 0. */
export function numberInWords(n: number): string {
  if (n === 0) return 'ноль';
  const words: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count > 0) {
      words.push(...triad(count, scale.feminine), plural(count, scale.forms));
      rest %= scale.value;
    }
  }
  words.push(...triad(rest, false));
  return words.join(' ');
}

/** «Сорок одна тысяча пятьсот рублей 50 копеек». */
export function rublesInWords(amount: number): string {
  const kopecksTotal = Math.round(amount * 100);
  const rubles = Math.floor(kopecksTotal / 100);
  const kopecks = kopecksTotal % 100;
  const text = `${numberInWords(rubles)} ${plural(rubles, ['рубль', 'рубля', 'рублей'])} ${String(kopecks).padStart(2, '0')} ${plural(kopecks, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

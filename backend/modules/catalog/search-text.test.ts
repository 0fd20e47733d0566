import { describe, expect, it } from 'vitest';
import { analyze, analyzeTexts } from './search-text.ts';

/**
 * The projection analyses a product's texts one by one, each analysis remembered (ADR 0100): the
 * terms must be those of the texts analysed as one, line after line, whatever they hold.
 */
const TEXTS = [
  'Колодка тормозная композиционная',
  'Колёсная пара РУ1Ш-957-Г, 2019 г. в.',
  '100.00.010-1',
  'CA-3 (автосцепка) СА-3',
  '',
  '  ',
  'колодка для тормоза и буксы',
  'ΣΟΦΟΣ Σ', // final sigma: lower case looks at the neighbours
  'ｆｕｌｌ １２３ ﬁ', // full-width letters and digits, a ligature: folded by NFKC
  'а\u0301бв', // a combining accent after a letter
  '\u0301начало', // and at the start of a text
  'Год выпуска',
  '2019',
  'Клеймо завода',
  'Заводской номер',
  '48213',
  'tbu ТВU ТBU',
];

describe('analyzeTexts: the texts analysed one by one are the texts analysed together', () => {
  it('gives the terms of the texts joined by line breaks, in the same order', () => {
    for (let start = 0; start < TEXTS.length; start += 1) {
      for (let length = 1; start + length <= TEXTS.length; length += 1) {
        const texts = TEXTS.slice(start, start + length);
        expect(analyzeTexts(texts), JSON.stringify(texts)).toEqual(analyze(texts.join('\n')));
      }
    }
    const repeated = [...TEXTS, ...TEXTS.slice().reverse()];
    expect(analyzeTexts(repeated)).toEqual(analyze(repeated.join('\n')));
  });

  it('gives the same terms the second time, and terms a caller cannot change for the next', () => {
    const first = analyzeTexts(['Колодка тормозная']);
    expect(() => (first.words as string[]).push('изменено')).toThrow(TypeError);
    expect(analyzeTexts(['Колодка тормозная'])).toEqual(analyze('Колодка тормозная'));
  });
});

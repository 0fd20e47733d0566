import { describe, expect, it } from 'vitest';
import { exportable, exportableDeep, forbiddenCharacter, xlsxText } from './index.ts';

describe('forbiddenCharacter', () => {
  it('lets any text a person types through: letters, emoji, tab and line breaks', () => {
    for (const text of [
      'Колесо «К-1» № 5',
      '🚂🇷🇺👩‍🔧',
      'строка\tстолбец\nстрока\r\n',
      '\u2028\u2029',
      '\u00a0\u202f\ufeff\u200d',
      '\ufffd',
      '',
    ])
      expect(forbiddenCharacter(text), JSON.stringify(text)).toBeNull();
  });

  it('names the first control character, lone surrogate or non-character', () => {
    expect(forbiddenCharacter('a\u0000b')).toBe('U+0000');
    expect(forbiddenCharacter('\u001b[31m')).toBe('U+001B');
    expect(forbiddenCharacter('\u007f')).toBe('U+007F');
    expect(forbiddenCharacter('\u0085')).toBe('U+0085');
    expect(forbiddenCharacter('x\ud800')).toBe('U+D800');
    expect(forbiddenCharacter('\udc00x')).toBe('U+DC00');
    expect(forbiddenCharacter('\uffff')).toBe('U+FFFF');
    expect(forbiddenCharacter('\ufffe')).toBe('U+FFFE');
    expect(forbiddenCharacter('\ufdd0')).toBe('U+FDD0');
    expect(forbiddenCharacter('\u{10fffe}')).toBe('U+10FFFE');
  });
});

describe('exportable', () => {
  it('drops forbidden characters, writes a lone surrogate as U+FFFD, keeps the rest', () => {
    expect(exportable('a\u0000b\u0001c\ud800d\uffffe\u2028f🚂\u0085g\ufdd0\th\n')).toBe(
      'abc\ufffdde\u2028f🚂g\th\n',
    );
  });

  it('leaves nothing forbidden, and clean text as it was', () => {
    const all = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).join('');
    expect(forbiddenCharacter(exportable(all))).toBeNull();
    expect(exportable('Колесо 🚂\n')).toBe('Колесо 🚂\n');
  });

  it('reaches every text of a row, keys too, and leaves numbers and nulls alone', () => {
    expect(
      exportableDeep({
        name: 'a\u0000',
        lines: [{ price: 5, unit: 'шт\uffff' }],
        inn: null,
        ['k\u0001']: true,
      }),
    ).toEqual({
      name: 'a',
      lines: [{ price: 5, unit: 'шт' }],
      inn: null,
      k: true,
    });
  });
});

describe('xlsxText', () => {
  it('escapes a literal _xHHHH_ as OOXML requires, and is exportable', () => {
    expect(xlsxText('А_x0041_ и _X00e9_ и _x005F_')).toBe('А_x005F_x0041_ и _x005F_X00e9_ и _x005F_x005F_');
    expect(xlsxText('a\u0000_x12_')).toBe('a_x12_');
  });
});

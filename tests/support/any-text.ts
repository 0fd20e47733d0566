import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { exportable } from '../../shared/text/index.ts';

/*
 * Text of any kind for the exports' property tests (issue 29, ADR 0051): control characters,
 * halves of surrogate pairs, non-characters, line and paragraph separators, emoji, and the formats'
 * own syntax (quotes, `;`, `<`, `]]>`, entities, `_x0041_`), mixed with any code unit, code point
 * and grapheme. Seeded: EXPORT_SEED reproduces a run, EXPORT_RUNS sets the runs per property.
 */

export const EXPORT_RUNS = {
  seed: Number(process.env.EXPORT_SEED ?? 20261127),
  numRuns: Number(process.env.EXPORT_RUNS ?? 40),
};
/** Fewer runs for what takes long (a PDF is drawn each time). */
export const PDF_RUNS = { ...EXPORT_RUNS, numRuns: Math.max(1, Math.ceil(EXPORT_RUNS.numRuns / 5)) };

const HOSTILE = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ufffe',
  '\uffff',
  '\ufdd0',
  '\ufdef',
  '\u{1fffe}',
  '\u{10ffff}',
  '\u2028',
  '\u2029',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\ufeff',
  '\u200d',
  '\u202e',
  '\ufffd',
  '"',
  "'",
  ';',
  ',',
  '<',
  '>',
  '&',
  ']]>',
  '<![CDATA[',
  '&amp;',
  '&#65;',
  '_x0041_',
  '_x005F_',
  '=1+1',
  ' ',
  '🚂',
  '👩‍🔧',
  '🇷🇺',
  'ё',
  'Ъ',
  '№',
];

export const anyText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
        maxLength: 6,
      }),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    { maxLength: 10 },
  )
  .map((pieces) => pieces.join(''));

/** What a well-formed file gives back for a text: `exportable`, and for XML line ends as it normalises them. */
export const back = (text: string, lineEnds: 'kept' | 'xml' = 'kept'): string => {
  const clean = exportable(text);
  return lineEnds === 'xml' ? clean.replace(/\r\n?/g, '\n') : clean;
};

/** An XML file as 1С gets it (UTF-8 bytes, decoded strictly) read by a strict parser. */
/** A CSV cell of a text as our exports write it: one that starts like a formula guarded with «'» for Excel. */
export const csvBack = (text: string): string => {
  const cell = back(text);
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
};

export function parseXml(xml: string) {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(xml, 'utf8'));
  return new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
}

/** A cell's text as read back: an empty one may come back as no value. */
export const cellText = (value: unknown): unknown => value ?? '';

/** Starts as a PDF file does and ends as one does. */
export const isPdf = (pdf: Uint8Array): boolean =>
  Buffer.from(pdf.subarray(0, 5)).toString() === '%PDF-' &&
  Buffer.from(pdf.subarray(-6)).toString().includes('%%EOF');

/** A file's bytes as ExcelJS loads them. */
export const arrayBuffer = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;

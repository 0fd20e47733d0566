import { vatIncluded } from '../../../shared/vat/index.ts';
import type { DocumentIssued } from './events.ts';
import { okeiOf } from './okei.ts';

/** One line of the УПД's table as printed, column by column (ФНС form, письмо ММВ-20-3/96@). */
export interface UpdLine {
  /** А: the seller's code of the goods. */
  readonly code: string;
  /** 1: № п/п. */
  readonly position: number;
  /** 1а. */
  readonly name: string;
  /** 1б: код вида товара. */
  readonly typeCode: string;
  /** 2 and 2а: the unit's ОКЕИ code and symbol. */
  readonly unitCode: string;
  readonly unit: string;
  /** 3. */
  readonly quantity: number;
  /** 4 and 5: the price and the amount without VAT. */
  readonly price: number;
  readonly amountWithoutVat: number;
  /** 7 and 8: the rate («22%», «без НДС») and the VAT, null without VAT. */
  readonly rate: string;
  readonly vat: number | null;
  /** 9: the amount with VAT. */
  readonly amount: number;
  /** 10, 10а and 11: for imported goods; «—» otherwise. */
  readonly countryCode: string;
  readonly countryName: string;
  readonly declaration: string;
}

export interface UpdFigures {
  /** 1: счёт-фактура и передаточный документ; 2: только передаточный (the seller charges no VAT). */
  readonly status: 1 | 2;
  readonly lines: readonly UpdLine[];
  readonly totalWithoutVat: number;
  readonly vat: number | null;
  readonly total: number;
}

const DASH = '—';
const cents = (value: number): number => Math.round(value * 100);

/**
 * The VAT of each line: as issued (documents since ADR 0056 store it per line), else the
 * document's VAT shared over its lines by their amounts, the last line taking the kopecks left,
 * so the lines always add up to what the document says.
 */
function lineVats(document: Pick<DocumentIssued, 'lines' | 'vat' | 'vatRate'>): number[] {
  const { lines } = document;
  if (lines.every((line) => line.vat !== undefined)) return lines.map((line) => line.vat ?? 0);
  const shares = lines.map((line) => vatIncluded(line.amount, document.vatRate));
  if (shares.length > 0)
    shares[shares.length - 1] =
      (cents(document.vat) - cents(shares.slice(0, -1).reduce((sum, vat) => sum + vat, 0))) / 100;
  return shares;
}

/** What the УПД prints, from the document as issued: no figure is recomputed in a way that could disagree with it. */
export function updFigures(
  document: Pick<DocumentIssued, 'lines' | 'vat' | 'vatRate' | 'total'>,
): UpdFigures {
  const vats = lineVats(document);
  const noVat = document.vatRate === null;
  const lines = document.lines.map((line, index): UpdLine => {
    const vat = vats[index] ?? 0;
    const amountWithoutVat = (cents(line.amount) - cents(vat)) / 100;
    const okei = okeiOf(line.unit);
    return {
      code: line.code || DASH,
      position: index + 1,
      name: line.name,
      typeCode: line.typeCode || DASH,
      unitCode: line.unitCode || okei?.code || DASH,
      unit: okei?.symbol ?? line.unit,
      quantity: line.quantity,
      price: line.quantity > 0 ? Math.round(cents(amountWithoutVat) / line.quantity) / 100 : amountWithoutVat,
      amountWithoutVat,
      rate: noVat ? 'без НДС' : `${document.vatRate}%`,
      vat: noVat ? null : vat,
      amount: line.amount,
      countryCode: line.origin?.code || DASH,
      countryName: line.origin?.name || DASH,
      declaration: line.declaration || DASH,
    };
  });
  const vat = noVat ? null : document.vat;
  return {
    status: noVat ? 2 : 1,
    lines,
    totalWithoutVat: (cents(document.total) - cents(document.vat)) / 100,
    vat,
    total: document.total,
  };
}

import type { DraftLine, OfferChoice } from './QuoteRequestForm';

let lineSeq = 0;
const nextKey = () => `d${++lineSeq}`;

/** A basket's line as the request takes it: the offer, its seller, and the part it is linked to. */
export interface BasketLineSource {
  productId: number;
  name: string;
  partNumber: string | null;
  partId: number | null;
  quantity: number;
  status: 'ok' | 'priceChanged' | 'unavailable';
  seller: { id: number; name: string | null };
}

/**
 * The basket as a request for quotes (ADR 0068, 0069): a line whose offer is linked to a part asks
 * for the part; any other asks by the offer's part number (or its name) as free text. The sellers
 * of the basket's offers are asked. A withdrawn offer is left out: it can neither be asked nor
 * named, and it stays in the basket for the buyer to remove.
 */
export function basketDraft(lines: readonly BasketLineSource[]): { lines: DraftLine[]; offers: OfferChoice[] } {
  const usable = lines.filter((line) => line.status !== 'unavailable');
  return {
    lines: usable.map((line) => ({
      key: nextKey(),
      partId: line.partId,
      designation: (line.partNumber ?? line.name).slice(0, 100),
      name: line.name.slice(0, 200),
      quantity: String(line.quantity),
      unit: 'шт',
      condition: 'new',
      basketProductId: line.productId,
    })),
    offers: usable.map((line) => ({
      productId: line.productId,
      supplierId: line.seller.id,
      supplierName: line.seller.name ?? `Поставщик № ${line.seller.id}`,
    })),
  };
}

/** The basket's products a sent request took (the lines the buyer kept in the form). */
export const sentBasketProducts = (sent: readonly DraftLine[]): number[] =>
  sent.flatMap((line) => (line.basketProductId === undefined ? [] : [line.basketProductId]));

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
export function basketDraft(lines: readonly BasketLineSource[]): {
  lines: DraftLine[];
  offers: OfferChoice[];
} {
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

/** A part as its page reads it: designation, name and every published offer. */
export interface PartWithOffers {
  id: number;
  designation: string;
  name: string;
  offers: ReadonlyArray<{ productId: number; supplier: { id: number; name: string | null } }>;
}

/** An offer picked in the catalogue, with its part when it is linked to one. */
export interface PickedOffer {
  productId: number;
  name: string;
  supplierId: number;
  part: PartWithOffers | null;
}

/**
 * The catalogue's picks as a request for quotes: one line per part (two offers of one part ask for
 * it once) with every seller of its offers ticked, as from the part's page; an offer linked to no
 * part asks by its name as free text, its seller ticked. One's own offers are not asked.
 */
export function pickedDraft(
  picked: readonly PickedOffer[],
  selfId: number | null,
): { lines: DraftLine[]; offers: OfferChoice[] } {
  const lines: DraftLine[] = [];
  const offers = new Map<number, OfferChoice>();
  const parts = new Set<number>();
  for (const offer of picked) {
    if (offer.part) {
      if (parts.has(offer.part.id)) continue;
      parts.add(offer.part.id);
      lines.push({
        key: nextKey(),
        partId: offer.part.id,
        designation: offer.part.designation,
        name: offer.part.name,
        quantity: '1',
        unit: 'шт',
        condition: 'new',
      });
      for (const other of offer.part.offers)
        offers.set(other.productId, {
          productId: other.productId,
          supplierId: other.supplier.id,
          supplierName: other.supplier.name ?? `Поставщик № ${other.supplier.id}`,
        });
    } else {
      lines.push({
        key: nextKey(),
        partId: null,
        designation: offer.name.slice(0, 100),
        name: offer.name.slice(0, 200),
        quantity: '1',
        unit: 'шт',
        condition: 'new',
      });
      offers.set(offer.productId, {
        productId: offer.productId,
        supplierId: offer.supplierId,
        supplierName: `Поставщик № ${offer.supplierId}`,
      });
    }
  }
  return { lines, offers: [...offers.values()].filter((offer) => offer.supplierId !== selfId) };
}

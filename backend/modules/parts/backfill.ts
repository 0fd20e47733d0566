import { Schema } from 'effect';
import {
  START,
  WrongExpectedRevisionError,
  newEventId,
  type EventStore,
  type Position,
} from '../../../infra/event-store/index.ts';
import { EventCodec, toMetadata, type CommandContext, type DomainEvent } from '../../kit/write/index.ts';
import { productEvents } from '../catalog/published.ts';

/**
 * The one-off backfill of ADR 0073: offers linked before ADR 0067 have no `PartOfferAttached` on
 * their part's stream, so a merge or a split of their part does not see them. It reads the log
 * once for every product's last `ProductPartLinked` and records each linked product its part does
 * not know, through the part aggregate (`PartCommands.recordOffers`, at the revision it read). Its
 * end is a marker on its own stream: a later start reads that one stream and does nothing more.
 * Run twice (or by two processes at once) it appends nothing the second time: a part records an
 * offer once, and the marker is appended only to a stream that does not exist yet.
 */
export const OFFER_BACKFILL_STREAM = 'migration-part-offer-attachments';

const backfillSchemas = {
  /** Every linked offer up to `scannedTo` is known to its part; `attached` were recorded by the backfill. */
  PartOfferAttachmentsBackfilled: Schema.Struct({
    products: Schema.Int,
    attached: Schema.Int,
    scannedTo: Schema.Struct({ commit: Schema.Number, prepare: Schema.Number }),
  }),
};
type BackfillEvent = DomainEvent<
  'PartOfferAttachmentsBackfilled',
  (typeof backfillSchemas)['PartOfferAttachmentsBackfilled']['Type']
>;
export const offerBackfillEvents = new EventCodec<BackfillEvent>(backfillSchemas);

/** How many events the log is read in at a time. */
const PAGE = 5000;

export interface OfferRecorder {
  /** Records the products as offers of the part (or of its survivor, when merged) unless it knows them; how many were recorded. */
  recordOffers(partId: number, productIds: readonly number[], context: CommandContext): Promise<number>;
}

export interface BackfillOutcome {
  /** False when the marker said it was done already. */
  readonly ran: boolean;
  /** Products linked to a part, as the log says. */
  readonly products: number;
  /** Offers newly recorded on their part's stream. */
  readonly attached: number;
}

/** Each product's part as its last `ProductPartLinked` says (null: unlinked), read from the log up to its head. */
async function lastLinks(store: EventStore): Promise<{ links: Map<number, number | null>; head: Position }> {
  const links = new Map<number, number | null>();
  let after: Position = START;
  for (;;) {
    const page = await store.readAll(after, PAGE);
    for (const event of page) {
      if (event.type !== 'ProductPartLinked') continue;
      const linked = productEvents.check(event.type, event.data);
      if (linked.type === 'ProductPartLinked') links.set(linked.data.productId, linked.data.partId);
    }
    if (page.length < PAGE) return { links, head: page.at(-1)?.position ?? after };
    after = page.at(-1)!.position;
  }
}

/** Runs the backfill unless its marker is there; see OFFER_BACKFILL_STREAM. */
export async function backfillOfferAttachments(
  store: EventStore,
  parts: OfferRecorder,
  context: CommandContext,
): Promise<BackfillOutcome> {
  if ((await store.readStream(OFFER_BACKFILL_STREAM)).length > 0)
    return { ran: false, products: 0, attached: 0 };
  const { links, head } = await lastLinks(store);
  const byPart = new Map<number, number[]>();
  for (const [productId, partId] of links)
    if (partId !== null) byPart.set(partId, [...(byPart.get(partId) ?? []), productId]);
  let products = 0;
  let attached = 0;
  // Each part read once, its products in id order.
  for (const [partId, productIds] of [...byPart].sort(([a], [b]) => a - b)) {
    products += productIds.length;
    attached += await parts.recordOffers(
      partId,
      productIds.sort((a, b) => a - b),
      context,
    );
  }
  const marker = offerBackfillEvents.check('PartOfferAttachmentsBackfilled', {
    products,
    attached,
    scannedTo: { commit: head.commit, prepare: head.prepare },
  });
  try {
    await store.append(
      OFFER_BACKFILL_STREAM,
      [{ id: newEventId(), type: marker.type, data: marker.data, metadata: toMetadata(context) }],
      'no_stream',
    );
  } catch (error) {
    // Another process finished it at the same time: its marker stands.
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  return { ran: true, products, attached };
}

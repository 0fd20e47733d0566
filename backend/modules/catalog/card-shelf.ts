import { PRODUCT_STATUSES, QUALITIES, type ProductStatus, type Quality } from './events.ts';
import type { CardSource } from './view.ts';

/** A product's card as the catalogue index lists it. */
export interface IndexedCard extends CardSource {
  readonly categoryId: number;
  /** The card of an edit under moderation (ADR 0036): what its seller and the moderators list. */
  readonly pending?: Omit<
    IndexedCard,
    'id' | 'status' | 'revision' | 'pending' | 'quantity' | 'supplierId'
  > | null;
}

/**
 * The catalogue index's cards, one per slot, as bytes in large buffers outside the JavaScript heap
 * (ADR 0097): a card is made again, as it was put, only when a page shows it. As objects, 100,000
 * cards held some 100 MiB of old space (their strings' headers, two bytes per character of the
 * Latin ones, the objects themselves); as UTF-8 in 1 MiB chunks they take about half of that and
 * nothing for the collector to trace.
 *
 * A card's bytes: id, supplier, category (int32), price, quantity (float64), status, revision,
 * quality (one byte each; 255 for no revision), name, part number, excerpt, image (each a
 * uint32 byte length + 1, 0 for null, then UTF-8), then a byte saying whether an edit is pending
 * and, if so, its name, part number, price, excerpt, quality, image and category.
 */

const CHUNK_BYTES = 1 << 20;
const NONE = 255;
/** Fixed bytes of a card and of its pending edit, strings left out. */
const CARD_FIXED = 4 * 3 + 8 * 2 + 3 + 1;
const PENDING_FIXED = 8 + 1 + 4;

type PendingCard = NonNullable<IndexedCard['pending']>;

/** Cards in slot order as one buffer and each card's byte length: a snapshot's cards. */
export interface PackedCards {
  readonly data: Uint8Array<ArrayBuffer>;
  readonly lengths: Int32Array<ArrayBuffer>;
}

/** Most bytes a string can take as UTF-8 (three per UTF-16 unit) with its length. */
const room = (text: string | null | undefined): number => 4 + (text ? text.length * 3 : 0);

export class CardShelf {
  private readonly chunks: Buffer[] = [];
  private used = CHUNK_BYTES;
  private slotChunk: Int32Array = new Int32Array(0);
  private slotOffset: Int32Array = new Int32Array(0);
  /** Byte length of each slot's card; 0 for an empty slot. */
  private slotLength: Int32Array = new Int32Array(0);

  /** Puts a card at `slot` (a new slot, or one made empty). */
  put(slot: number, card: IndexedCard): void {
    const pending = card.pending ?? null;
    const most =
      CARD_FIXED +
      room(card.name) +
      room(card.partNumber) +
      room(card.excerpt) +
      room(card.image) +
      (pending
        ? PENDING_FIXED +
          room(pending.name) +
          room(pending.partNumber) +
          room(pending.excerpt) +
          room(pending.image)
        : 0);
    const buffer = this.reserve(most);
    const start = this.used;
    let at = start;
    at = buffer.writeInt32LE(card.id, at);
    at = buffer.writeInt32LE(card.supplierId, at);
    at = buffer.writeInt32LE(card.categoryId, at);
    at = buffer.writeDoubleLE(card.price, at);
    at = buffer.writeDoubleLE(card.quantity, at);
    at = buffer.writeUInt8(PRODUCT_STATUSES.indexOf(card.status), at);
    at = buffer.writeUInt8(card.revision ? PRODUCT_STATUSES.indexOf(card.revision) : NONE, at);
    at = buffer.writeUInt8(QUALITIES.indexOf(card.quality), at);
    at = writeText(buffer, at, card.name);
    at = writeText(buffer, at, card.partNumber ?? null);
    at = writeText(buffer, at, card.excerpt);
    at = writeText(buffer, at, card.image);
    at = buffer.writeUInt8(pending ? 1 : 0, at);
    if (pending) {
      at = writeText(buffer, at, pending.name);
      at = writeText(buffer, at, pending.partNumber ?? null);
      at = buffer.writeDoubleLE(pending.price, at);
      at = writeText(buffer, at, pending.excerpt);
      at = buffer.writeUInt8(QUALITIES.indexOf(pending.quality), at);
      at = writeText(buffer, at, pending.image);
      at = buffer.writeInt32LE(pending.categoryId, at);
    }
    this.place(slot, start, at - start);
  }

  /** Puts a card's bytes, as `bytesAt` gave them, at `slot`. */
  putBytes(slot: number, bytes: Uint8Array): void {
    const buffer = this.reserve(bytes.length);
    const start = this.used;
    buffer.set(bytes, start);
    this.place(slot, start, bytes.length);
  }

  /** The card at `slot`, made anew on each call. */
  at(slot: number): IndexedCard | undefined {
    if (slot >= this.slotLength.length || this.slotLength[slot] === 0) return undefined;
    return cardAt(this.chunks[this.slotChunk[slot]!]!, this.slotOffset[slot]!);
  }

  /** The bytes of the card at `slot` (a view, valid until the shelf is packed again). */
  bytesAt(slot: number): Uint8Array {
    const start = this.slotOffset[slot]!;
    return this.chunks[this.slotChunk[slot]!]!.subarray(start, start + this.slotLength[slot]!);
  }

  /** Empties a slot (its bytes stay until `pack`). */
  drop(slot: number): void {
    if (slot < this.slotLength.length) this.slotLength[slot] = 0;
  }

  /** Copies the cards still held into new chunks, leaving out the bytes of emptied slots. */
  pack(): void {
    const old = this.chunks.splice(0);
    const chunkOf = this.slotChunk;
    const offsetOf = this.slotOffset;
    this.slotChunk = new Int32Array(chunkOf.length);
    this.slotOffset = new Int32Array(offsetOf.length);
    this.used = CHUNK_BYTES;
    for (let slot = 0; slot < this.slotLength.length; slot += 1) {
      const length = this.slotLength[slot]!;
      if (length === 0) continue;
      const start = offsetOf[slot]!;
      this.putBytes(slot, old[chunkOf[slot]!]!.subarray(start, start + length));
    }
  }

  /** The byte length of the card at `slot` (0: none). */
  lengthAt(slot: number): number {
    return slot < this.slotLength.length ? this.slotLength[slot]! : 0;
  }

  /** The current chunk, with at least `bytes` free from `used` on (a new one when it has not). */
  private reserve(bytes: number): Buffer {
    const current = this.chunks.at(-1);
    if (current && this.used + bytes <= current.length) return current;
    // Not zero-filled: only the bytes written are ever read.
    const chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes));
    this.chunks.push(chunk);
    this.used = 0;
    return chunk;
  }

  private place(slot: number, start: number, length: number): void {
    if (slot >= this.slotLength.length) {
      const size = Math.max(slot + 1, this.slotLength.length * 2, 1024);
      this.slotChunk = grow(this.slotChunk, size);
      this.slotOffset = grow(this.slotOffset, size);
      this.slotLength = grow(this.slotLength, size);
    }
    this.slotChunk[slot] = this.chunks.length - 1;
    this.slotOffset[slot] = start;
    this.slotLength[slot] = length;
    this.used = start + length;
  }
}

/** The card whose bytes (as `bytesAt` gives them) are `bytes`. */
export function cardOfBytes(bytes: Uint8Array): IndexedCard {
  return cardAt(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 0);
}

function cardAt(buffer: Buffer, offset: number): IndexedCard {
  const reader = new Reader(buffer, offset);
  const id = reader.int();
  const supplierId = reader.int();
  const categoryId = reader.int();
  const price = reader.float();
  const quantity = reader.float();
  const status = PRODUCT_STATUSES[reader.byte()]!;
  const revision = reader.byte();
  const quality = QUALITIES[reader.byte()]!;
  const name = reader.text()!;
  const partNumber = reader.text();
  const excerpt = reader.text()!;
  const image = reader.text();
  const pending: PendingCard | null =
    reader.byte() === 1
      ? {
          name: reader.text()!,
          partNumber: reader.text(),
          price: reader.float(),
          excerpt: reader.text()!,
          quality: QUALITIES[reader.byte()]! as Quality,
          image: reader.text(),
          categoryId: reader.int(),
        }
      : null;
  // The same fields in the same order as the index made the card.
  return {
    id,
    name,
    partNumber,
    price,
    excerpt,
    quality,
    status: status as ProductStatus,
    revision: revision === NONE ? null : (PRODUCT_STATUSES[revision] as 'submitted' | 'rejected'),
    pending,
    quantity,
    supplierId,
    image,
    categoryId,
  };
}

function grow(array: Int32Array, size: number): Int32Array {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}

function writeText(buffer: Buffer, at: number, text: string | null | undefined): number {
  if (text === null || text === undefined) return buffer.writeUInt32LE(0, at);
  const length = buffer.write(text, at + 4, 'utf8');
  buffer.writeUInt32LE(length + 1, at);
  return at + 4 + length;
}

class Reader {
  private readonly buffer: Buffer;
  private at: number;

  constructor(buffer: Buffer, at: number) {
    this.buffer = buffer;
    this.at = at;
  }

  int(): number {
    const value = this.buffer.readInt32LE(this.at);
    this.at += 4;
    return value;
  }

  float(): number {
    const value = this.buffer.readDoubleLE(this.at);
    this.at += 8;
    return value;
  }

  byte(): number {
    const value = this.buffer[this.at]!;
    this.at += 1;
    return value;
  }

  text(): string | null {
    const header = this.buffer.readUInt32LE(this.at);
    this.at += 4;
    if (header === 0) return null;
    const start = this.at;
    this.at += header - 1;
    return this.buffer.toString('utf8', start, this.at);
  }
}

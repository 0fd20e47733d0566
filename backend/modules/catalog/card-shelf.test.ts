import { describe, expect, it } from 'vitest';
import { CardShelf, cardOfBytes, type IndexedCard } from './card-shelf.ts';

const plain: IndexedCard = {
  id: 7,
  name: 'Рама боковая 100.00.010-1',
  partNumber: null,
  price: 125_000.5,
  excerpt: 'Литая рама тележки 18-100 «как новая», ГОСТ 32400 — 😀 и ё',
  quality: 'repaired',
  status: 'published',
  revision: null,
  pending: null,
  quantity: 3,
  supplierId: 42,
  image: null,
  categoryId: 5,
};

const edited: IndexedCard = {
  ...plain,
  id: 2_000_000_000,
  partNumber: '100.00.010-1',
  image: 'products/7/a.webp',
  revision: 'submitted',
  quantity: 0.25,
  supplierId: -1,
  pending: {
    name: 'Рама боковая (новая)',
    partNumber: '',
    price: 0,
    excerpt: '',
    quality: 'new',
    image: null,
    categoryId: 9,
  },
};

describe('the shelf of cards', () => {
  it('gives back each card as it was put, field by field, pending edit included', () => {
    const shelf = new CardShelf();
    shelf.put(0, plain);
    shelf.put(3, edited);
    expect(shelf.at(0)).toStrictEqual(plain);
    expect(shelf.at(3)).toStrictEqual(edited);
    expect(shelf.at(1)).toBeUndefined();
    expect(shelf.at(100)).toBeUndefined();
    expect(cardOfBytes(shelf.bytesAt(3))).toStrictEqual(edited);
  });

  it('keeps every card across chunks, through drops and packing, and takes bytes as they were given', () => {
    const shelf = new CardShelf();
    const cards = Array.from({ length: 5000 }, (_, i) => ({
      ...(i % 3 === 0 ? edited : plain),
      id: i,
      excerpt: 'описание '.repeat(i % 40),
    }));
    cards.forEach((card, slot) => shelf.put(slot, card));
    for (let slot = 0; slot < cards.length; slot += 2) shelf.drop(slot);
    shelf.pack();
    cards.forEach((card, slot) => expect(shelf.at(slot)).toStrictEqual(slot % 2 === 0 ? undefined : card));
    const copy = new CardShelf();
    copy.putBytes(0, shelf.bytesAt(4999));
    expect(copy.at(0)).toStrictEqual(cards[4999]);
    expect(copy.lengthAt(0)).toBe(shelf.lengthAt(4999));
  });
});

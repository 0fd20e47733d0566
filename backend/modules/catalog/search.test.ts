import { describe, expect, it } from 'vitest';
import type { ProductDetails, ProductStatus } from './events.ts';
import { CatalogIndex, MATCH_QUALITY, mergeDescending, parseQuery, type CardFilter } from './search-index.ts';
import { searchTermsOf } from './search-doc.ts';
import { stem } from './search-text.ts';
import { excerptOf, type ProductSearchDoc } from './view.ts';

interface Fixture {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly characteristics?: ReadonlyArray<readonly [string, string]>;
  readonly documents?: ReadonlyArray<readonly [string, string, string]>;
  readonly status?: ProductStatus;
}

/** A small catalogue with the spellings people type against. */
const CATALOGUE: readonly Fixture[] = [
  {
    id: 1,
    name: 'Колёсная пара РУ1Ш-957-Г',
    description: 'Колёсная пара для грузовых вагонов колеи 1520 мм после полного освидетельствования.',
    characteristics: [
      ['Тип', 'РУ1Ш-957-Г'],
      ['Толщина обода, мм', '65'],
    ],
    documents: [['Колёсные пары. Технические условия', 'ГОСТ 4835-2013', '4835-2013']],
  },
  { id: 2, name: 'Колесо цельнокатаное 957 мм', characteristics: [['ГОСТ', 'ГОСТ 10791-2011']] },
  {
    id: 3,
    name: 'Рама боковая 10000010-1',
    characteristics: [
      ['Материал', 'Сталь 20ГЛ'],
      ['ГОСТ', 'ГОСТ 32400-2013'],
    ],
  },
  { id: 4, name: 'Рама боковая 100.00.010-3', description: 'Литая боковая рама тележки модели 18-100.' },
  { id: 5, name: 'Автосцепка СА-3', description: 'Автосцепка в сборе с замком и замкодержателем.' },
  { id: 6, name: 'Аппарат поглощающий ПМК-110А', characteristics: [['Тип', 'Пружинно-фрикционный']] },
  { id: 7, name: 'Аппарат поглощающий Ш-1-ТМ' },
  { id: 8, name: 'Цилиндр тормозной 188Б', description: 'Тормозной цилиндр грузового вагона.' },
  { id: 9, name: 'Воздухораспределитель 483А' },
  { id: 10, name: 'Подшипник буксовый кассетный TBU 150×250' },
  { id: 11, name: 'Клин фрикционный 100.00.012', characteristics: [['Материал', 'Чугун ВЧ']] },
  { id: 12, name: 'Пружина наружная 100.00.016' },
  {
    id: 13,
    name: 'Комплект пружин рессорного подвешивания',
    characteristics: [['Комплектация', 'Пружина наружная и внутренняя']],
  },
  {
    id: 14,
    name: 'Планка фрикционная 100.00.011',
    description: 'Износостойкая планка, ставится в паре с пружиной подвешивания.',
  },
  { id: 15, name: 'Колёсная пара РВ2Ш-957-Г', status: 'draft' },
  { id: 16, name: 'Балка надрессорная 100.00.002-4' },
];

function details(fixture: Fixture): ProductDetails {
  return {
    name: fixture.name,
    price: 1000,
    description: fixture.description ?? '',
    categoryId: 1,
    quality: 'new',
    images: [],
    characteristics: (fixture.characteristics ?? []).map(([name, value]) => ({ name, value })),
    deliverySet: [],
    normativeDocuments: (fixture.documents ?? []).map(([name, standard, documentNumber]) => ({
      name,
      standard,
      documentNumber,
      filePath: null,
    })),
    componentDescriptions: [],
    services: [],
  };
}

function searchDoc(
  fixture: Fixture,
  position: number,
): ProductSearchDoc & { _pos: { commit: number; prepare: number } } {
  const product = details(fixture);
  return {
    _id: String(fixture.id),
    _pos: { commit: position, prepare: position },
    kind: 'product',
    id: fixture.id,
    supplierId: 1,
    categoryId: product.categoryId,
    status: fixture.status ?? 'published',
    quality: product.quality,
    name: product.name,
    price: product.price,
    excerpt: excerptOf(product.description),
    image: null,
    quantity: 0,
    terms: searchTermsOf(product),
  };
}

function buildIndex(): CatalogIndex {
  const index = new CatalogIndex();
  CATALOGUE.forEach((fixture, i) => index.apply(searchDoc(fixture, i + 1)));
  return index;
}

const index = buildIndex();
const search = (query: string, limit = 20): number[] =>
  index.search(parseQuery(query), { statuses: ['published'] }, 0, limit).items.map((card) => card.id);

describe('catalogue search: what people type finds what they mean', () => {
  it.each([
    // morphology (Snowball): other cases and numbers of the same words
    ['колёсную пару', [1]],
    ['колесные пары', [1]],
    ['боковые рамы', [3, 4]],
    ['поглощающих аппаратов', [6, 7]],
    // ё = е, any case
    ['колесная пара', [1]],
    ['КОЛЁСНАЯ ПАРА', [1]],
    // part and document numbers regardless of separators and Latin look-alikes
    ['CA-3', [5]],
    ['са3', [5]],
    ['100.00.010-1', [3]],
    ['10000010-1', [3]],
    ['100 00 010 1', [3]],
    ['ПМК-110', [6]],
    ['ш1тм', [7]],
    ['Ш-1-ТМ', [7]],
    ['483A', [9]],
    ['ру1ш 957', [1]],
    ['ГОСТ 4835-2013', [1]],
    ['32400-2013', [3]],
    ['tbu', [10]],
    ['ТВU', [10]],
    // the wrong keyboard layout
    ['rjktcyfz gfhf', [1]],
    ['fdnjcwtgrf', [5]],
    ['gjlibgybr', [10]],
    // the last word as a beginning, while typing
    ['подшип', [10]],
    ['аппарат погл', [6, 7]],
    ['воздухорасп', [9]],
    // a letter after the words: the next word has only begun, the results stay
    ['колёсная п', [1]],
    ['аппарат п', [6, 7]],
    // one typo in a word of five letters or more
    ['подшибник', [10]],
    ['автосцепкп', [5]],
    ['воздухораспределитль', [9]],
    // drafts are not public
    ['РВ2Ш-957-Г', []],
    // nothing unrelated
    ['цистерна', []],
  ] as const)('%s', (query, expected) => {
    expect([...search(query)].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });

  it('reads the wrong layout with ё as е: the backtick key is ё, the same word as typed right', () => {
    // The Russian layout's ё is on the backtick key: 'rjk`cyfz' was meant as 'колёсная'.
    expect(parseQuery('rjk`cyfz').chunks[0]).toContainEqual({
      factor: MATCH_QUALITY.reading,
      tokens: [{ kind: 'word', text: 'колесная', prefix: true }],
    });
    expect(stem('колёсную')).toBe(stem('колесную'));
    // 'Колёсные пары' matches only through the stem of 'колесная': a word read as 'колёсная'
    // would reach the singular by a typo, never the plural.
    const wheels = new CatalogIndex();
    wheels.apply(searchDoc({ id: 1, name: 'Колёсная пара РУ1Ш-957-Г' }, 1));
    wheels.apply(searchDoc({ id: 2, name: 'Колёсные пары в сборе' }, 2));
    wheels.apply(searchDoc({ id: 3, name: 'Колесо цельнокатаное' }, 3));
    const find = (query: string) => wheels.search(parseQuery(query), {}, 0, 10).items.map((card) => card.id);
    expect(find('колесная пара')).toEqual([1, 2]);
    expect(find('rjk`cyfz gfhf')).toEqual([1, 2]);
  });

  it('tolerates no typo in short words', () => {
    expect(search('рамв')).toEqual([]);
  });

  it('ranks a match in the name over one in the characteristics over one in the description', () => {
    // The same word, only in one field each. The tie-breakers (shorter name, newer product) favour
    // the description's product and the characteristic's: only the field weights give this order.
    const fields = new CatalogIndex();
    const fixtures: Fixture[] = [
      { id: 1, name: 'Пружина наружная рессорного подвешивания 100.00.016' },
      { id: 2, name: 'Комплект подвешивания', characteristics: [['Комплектация', 'Пружина наружная']] },
      { id: 3, name: 'Планка', description: 'Ставится в паре, пружина в комплект не входит.' },
      { id: 4, name: 'Клин', description: 'Без пружин.' },
    ];
    fixtures.forEach((fixture, i) => fields.apply(searchDoc(fixture, i + 1)));
    const ranked = fields.search(parseQuery('пружина'), {}, 0, 10);
    expect(ranked.items.map((card) => card.id)).toEqual([1, 2, 3, 4]);
    expect(fields.search(parseQuery('пружина наружная'), {}, 0, 10).items.map((card) => card.id)).toEqual([
      1, 2,
    ]);
  });

  it('ranks the exact part number over a number it begins', () => {
    expect(search('100.00.010')).toEqual([3, 4].sort());
    expect(search('100.00.010-3')[0]).toBe(4);
  });

  it('keeps only the products the filter names: status, quality, category scope, supplier', () => {
    const mixed = new CatalogIndex();
    const variants = [
      { id: 1, status: 'published', quality: 'new', categoryId: 1, supplierId: 1 },
      { id: 2, status: 'published', quality: 'repaired', categoryId: 2, supplierId: 1 },
      { id: 3, status: 'published', quality: 'new', categoryId: 3, supplierId: 2 },
      { id: 4, status: 'draft', quality: 'new', categoryId: 1, supplierId: 2 },
    ] as const;
    variants.forEach((variant, i) =>
      mixed.apply({
        ...searchDoc({ id: variant.id, name: `Рама боковая ${variant.id}` }, i + 1),
        ...variant,
      }),
    );
    const ids = (filter: CardFilter): number[] =>
      mixed
        .search(parseQuery('рама'), filter, 0, 10)
        .items.map((card) => card.id)
        .sort((a, b) => a - b);
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ statuses: ['published'] })).toEqual([1, 2, 3]);
    expect(ids({ statuses: ['published'], qualities: ['repaired'] })).toEqual([2]);
    expect(ids({ qualities: [] })).toEqual([]);
    expect(ids({ categoryIds: new Set([1, 3]) })).toEqual([1, 3, 4]);
    expect(ids({ supplierId: 2 })).toEqual([3, 4]);
    expect(ids({ statuses: ['draft'], supplierId: 1 })).toEqual([]);
    expect(mixed.search(parseQuery('рама'), { statuses: ['published'] }, 0, 1).total).toBe(3);
    // A new version of a product is filtered by what it is now.
    mixed.apply({
      ...searchDoc({ id: 4, name: 'Рама боковая 4' }, 10),
      status: 'published',
      quality: 'repaired',
      categoryId: 2,
      supplierId: 2,
    });
    expect(ids({ statuses: ['published'], qualities: ['repaired'] })).toEqual([2, 4]);
  });

  it('pages results and counts them all', () => {
    const all = index.search(parseQuery('рама'), {}, 0, 10);
    expect(all.total).toBe(2);
    const second = index.search(parseQuery('рама'), {}, 1, 1);
    expect(second.total).toBe(2);
    expect(second.items.map((card) => card.id)).toEqual([all.items[1]!.id]);
  });

  it('answers the same when loaded in bulk (one postings array) as when built one by one', () => {
    const bulk = new CatalogIndex();
    bulk.load(CATALOGUE.map((fixture, i) => searchDoc(fixture, i + 1)));
    for (const query of [
      'колёсную пару',
      'CA-3',
      'подшип',
      'пружина',
      'rjktcyfz gfhf',
      '100.00.010',
      'воздухораспределитль',
    ]) {
      const find = (from: CatalogIndex) =>
        from.search(parseQuery(query), {}, 0, 20).items.map((card) => card.id);
      expect([query, find(bulk)]).toEqual([query, find(index)]);
    }
    // and keeps changing afterwards
    bulk.apply(searchDoc({ id: 7, name: 'Аппарат поглощающий Ш-2-В' }, 100));
    expect(bulk.search(parseQuery('Ш-1-ТМ'), {}, 0, 5).items).toEqual([]);
    expect(bulk.search(parseQuery('ш2в'), {}, 0, 5).items.map((card) => card.id)).toEqual([7]);
  });

  it('drops the postings of replaced versions when they pile up, and still answers right', () => {
    const churning = buildIndex();
    let position = 1000;
    for (let round = 0; round < 400; round += 1) {
      for (const fixture of CATALOGUE) churning.apply(searchDoc(fixture, (position += 1)));
    }
    churning.apply(searchDoc({ id: 3, name: 'Рама боковая 100.00.010-1 (после ремонта)' }, (position += 1)));
    const find = (query: string) =>
      churning.search(parseQuery(query), { statuses: ['published'] }, 0, 20).items.map((card) => card.id);
    expect(find('колёсную пару')).toEqual([1]);
    expect(find('ремонт')).toEqual([3]);
    expect(churning.size).toBe(CATALOGUE.length);
  });

  it('follows a changed product: the old version is no longer found', () => {
    const changing = buildIndex();
    changing.apply(searchDoc({ id: 5, name: 'Автосцепка СА-4' }, 100));
    const find = (query: string) =>
      changing.search(parseQuery(query), {}, 0, 10).items.map((card) => card.id);
    expect(find('СА-3')).toEqual([]);
    expect(find('СА-4')).toEqual([5]);
    // an older version arriving late changes nothing
    changing.apply(searchDoc({ id: 5, name: 'Автосцепка СА-3' }, 50));
    expect(find('СА-4')).toEqual([5]);
  });
});

describe('catalogue browsing', () => {
  it('merges presorted buckets into pages, newest first', () => {
    const lists = [Int32Array.from([9, 5, 1]), Int32Array.from([8, 7, 2]), Int32Array.from([6])];
    expect(mergeDescending(lists, 0, 4)).toEqual([9, 8, 7, 6]);
    expect(mergeDescending(lists, 4, 4)).toEqual([5, 2, 1]);
    expect(mergeDescending(lists, 7, 4)).toEqual([]);
  });

  it('pages deep into a wide scope as the merge does, and follows a change of the index', () => {
    const wide = new CatalogIndex();
    const ids = Array.from({ length: 600 }, (_, i) => i + 1);
    for (const id of ids)
      wide.apply({
        ...searchDoc({ id, name: `Клин фрикционный ${id}` }, id),
        categoryId: 1 + (id % 3),
        quality: id % 2 === 0 ? 'new' : 'repaired',
      });
    const page = (offset: number, limit: number) =>
      wide
        .browse({
          categoryIds: [1, 2, 3],
          statuses: ['published'],
          qualities: ['new', 'repaired'],
          offset,
          limit,
        })
        .items.map((card) => card.id);
    const newestFirst = [...ids].reverse();
    for (const [offset, limit] of [
      [0, 12],
      [108, 12],
      [300, 12],
      [590, 20],
      [600, 5],
    ] as const)
      expect(page(offset, limit), `${offset}+${limit}`).toEqual(newestFirst.slice(offset, offset + limit));
    // A product archived: the next deep page no longer lists it.
    wide.apply({
      ...searchDoc({ id: 450, name: 'Клин фрикционный 450', status: 'archived' }, 700),
      categoryId: 1,
    });
    expect(page(140, 12)).toEqual(newestFirst.filter((id) => id !== 450).slice(140, 152));
  });

  it('lists a category by status and quality without a search', () => {
    const page = index.browse({
      categoryIds: [1],
      statuses: ['published'],
      qualities: ['new'],
      offset: 0,
      limit: 3,
    });
    expect(page.total).toBe(CATALOGUE.length - 1);
    expect(page.items.map((card) => card.id)).toEqual([16, 14, 13]);
  });
});

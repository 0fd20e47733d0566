import type { CatalogCommands } from '../../modules/catalog/index.ts';
import type { CategoryCommands } from '../../modules/categories/index.ts';
import type { CrossReferenceKind, PartCommands } from '../../modules/parts/index.ts';
import type { CommandContext } from '../../kit/write/index.ts';
import { DEMO_FAMILIES } from './demo-products.ts';

export interface DemoPart {
  /** The demo family (seed/demo-products.ts) whose offers are this part's, by name. */
  readonly family: string;
  readonly designation: string;
  readonly crossReferences?: ReadonlyArray<{
    readonly designation: string;
    readonly kind: CrossReferenceKind;
    readonly source: string;
  }>;
}

/**
 * The demo catalogue's parts (ADR 0064): each family the demo suppliers sell becomes one part with
 * every supplier's offer (new and after repair), under the designation the trade uses, with the
 * cross-references buyers meet: a drawing number beside a model, a bearing's number without its
 * precision class, the draft gears of one pocket size that replace each other.
 */
export const DEMO_PARTS: readonly DemoPart[] = [
  { family: 'Колёсная пара РУ1Ш-957-Г', designation: 'РУ1Ш-957-Г' },
  { family: 'Колёсная пара РВ2Ш-957-Г', designation: 'РВ2Ш-957-Г' },
  { family: 'Ось чистовая РУ1Ш', designation: 'РУ1Ш' },
  {
    family: 'Рама боковая 100.00.010-1',
    designation: '100.00.010-1',
    crossReferences: [
      { designation: '100.00.010-3', kind: 'analogue', source: 'тележка 18-100, ГОСТ 32400-2013' },
    ],
  },
  { family: 'Рама боковая 100.00.010-3', designation: '100.00.010-3' },
  { family: 'Рама боковая 9788-01.00.010', designation: '9788-01.00.010' },
  {
    family: 'Балка надрессорная 100.00.002-4',
    designation: '100.00.002-4',
    crossReferences: [
      { designation: '100.00.002-3', kind: 'replaced_by', source: 'извещение об изменении чертежа' },
    ],
  },
  { family: 'Пружина наружная 100.00.016', designation: '100.00.016' },
  { family: 'Пружина внутренняя 100.00.015', designation: '100.00.015' },
  { family: 'Клин фрикционный 100.00.012', designation: '100.00.012' },
  {
    family: 'Автосцепка СА-3 в сборе',
    designation: 'СА-3',
    crossReferences: [{ designation: '106.01.000-0', kind: 'same', source: 'чертёж автосцепки в сборе' }],
  },
  {
    family: 'Корпус автосцепки СА-3 106.01.001-0',
    designation: '106.01.001-0',
    crossReferences: [{ designation: '106.01.001-2', kind: 'analogue', source: 'ГОСТ 22703-2012' }],
  },
  { family: 'Замок автосцепки 106.01.002', designation: '106.01.002' },
  {
    family: 'Аппарат поглощающий Ш-2-В',
    designation: 'Ш-2-В',
    crossReferences: [
      { designation: 'Ш-2-В-90', kind: 'same', source: 'исполнение с клиновой системой 1990 г.' },
      { designation: 'ПМК-110А', kind: 'analogue', source: 'класс Т1, ГОСТ 32913-2014' },
      { designation: '73ZW12', kind: 'analogue', source: 'класс Т1, ГОСТ 32913-2014' },
    ],
  },
  { family: 'Аппарат поглощающий ПМК-110А', designation: 'ПМК-110А' },
  { family: 'Аппарат поглощающий 73ZW12', designation: '73ZW12' },
  { family: 'Хомут тяговый 106.00.002-2', designation: '106.00.002-2' },
  {
    family: 'Воздухораспределитель 483А',
    designation: '483А',
    crossReferences: [{ designation: '483А.000', kind: 'same', source: 'обозначение сборки' }],
  },
  { family: 'Цилиндр тормозной 188Б', designation: '188Б' },
  { family: 'Колодка тормозная композиционная', designation: '25130-Н' },
  {
    family: 'Кран концевой 4304',
    designation: '4304',
    crossReferences: [{ designation: '4314', kind: 'analogue', source: 'кран концевой с шаровым клапаном' }],
  },
  { family: 'Подшипник кассетный TBU 150×250', designation: 'TBU 150×250' },
  {
    family: 'Подшипник буксовый 30-42726Е2М',
    designation: '30-42726Е2М',
    crossReferences: [{ designation: '42726Е2М', kind: 'same', source: 'без класса точности' }],
  },
  { family: 'Корпус буксы 100.10.001', designation: '100.10.001' },
];

export interface DemoPartsDeps {
  readonly parts: PartCommands;
  readonly catalog: CatalogCommands;
  readonly categories: CategoryCommands;
}

/** The seed acts as the system: it keeps parts and links offers as an admin would. */
const SYSTEM = { userId: null, role: 'system' } as const;

/**
 * Creates the demo parts and links the demo products to them, once: a part whose designation is
 * taken already is left as it is. The products are found on the write side (their streams, from
 * the first id on), so an installation seeded before parts existed gets them on its next start.
 */
export async function seedDemoParts(deps: DemoPartsDeps, context: CommandContext): Promise<number> {
  const missing: DemoPart[] = [];
  for (const part of DEMO_PARTS)
    if ((await deps.parts.partByDesignation(part.designation)) === null) missing.push(part);
  if (missing.length === 0) return 0;
  const families = new Map(DEMO_FAMILIES.map((family) => [family.name, family]));
  const nodes = await deps.categories.all();
  const productsOf = new Map<string, number[]>();
  // The demo products come first in the product sequence; stop at the first id with no product.
  for (let productId = 1; productId <= 5_000; productId += 1) {
    const product = await deps.catalog.loadProduct(productId);
    if (!product.exists) break;
    const name = product.details?.name;
    if (name && families.has(name)) productsOf.set(name, [...(productsOf.get(name) ?? []), productId]);
  }
  let created = 0;
  for (const part of missing) {
    const family = families.get(part.family);
    if (!family) continue;
    const categoryId = nodes.find((node) => node.name === family.category && !node.isNameFilter)?.id ?? null;
    const { id: partId } = await deps.parts.create(
      { designation: part.designation, name: family.name, categoryId },
      SYSTEM,
      context,
    );
    for (const reference of part.crossReferences ?? [])
      await deps.parts.addCrossReference(partId, reference, SYSTEM, context);
    // Through the parts' own command: the part records its offers (ADR 0067).
    for (const productId of productsOf.get(part.family) ?? [])
      await deps.parts.linkOffer(productId, { partId }, SYSTEM, context);
    created += 1;
  }
  return created;
}

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

/** A cross-reference as the table gives it: the other designation, how it relates, and where that is written. */
type Reference = readonly [designation: string, kind: CrossReferenceKind, source: string];

/** A family sold as one part under `designation`, with the cross-references buyers meet. */
function part(family: string, designation: string, ...references: Reference[]): DemoPart {
  if (references.length === 0) return { family, designation };
  const crossReferences = references.map(([designation, kind, source]) => ({ designation, kind, source }));
  return { family, designation, crossReferences };
}

/**
 * The demo catalogue's parts (ADR 0064): each family the demo suppliers sell becomes one part with
 * every supplier's offer (new and after repair), under the designation the trade uses, with the
 * cross-references buyers meet: a drawing number beside a model, a bearing's number without its
 * precision class, the draft gears of one pocket size that replace each other.
 */
export const DEMO_PARTS: readonly DemoPart[] = [
  part('Колёсная пара РУ1Ш-957-Г', 'РУ1Ш-957-Г'),
  part('Колёсная пара РВ2Ш-957-Г', 'РВ2Ш-957-Г'),
  part('Ось чистовая РУ1Ш', 'РУ1Ш'),
  part('Рама боковая 100.00.010-1', '100.00.010-1', [
    '100.00.010-3',
    'analogue',
    'тележка 18-100, ГОСТ 32400-2013',
  ]),
  part('Рама боковая 100.00.010-3', '100.00.010-3'),
  part('Рама боковая 9788-01.00.010', '9788-01.00.010'),
  part('Балка надрессорная 100.00.002-4', '100.00.002-4', [
    '100.00.002-3',
    'replaced_by',
    'извещение об изменении чертежа',
  ]),
  part('Пружина наружная 100.00.016', '100.00.016'),
  part('Пружина внутренняя 100.00.015', '100.00.015'),
  part('Клин фрикционный 100.00.012', '100.00.012'),
  part('Автосцепка СА-3 в сборе', 'СА-3', ['106.01.000-0', 'same', 'чертёж автосцепки в сборе']),
  part('Корпус автосцепки СА-3 106.01.001-0', '106.01.001-0', [
    '106.01.001-2',
    'analogue',
    'ГОСТ 22703-2012',
  ]),
  part('Замок автосцепки 106.01.002', '106.01.002'),
  part(
    'Аппарат поглощающий Ш-2-В',
    'Ш-2-В',
    ['Ш-2-В-90', 'same', 'исполнение с клиновой системой 1990 г.'],
    ['ПМК-110А', 'analogue', 'класс Т1, ГОСТ 32913-2014'],
    ['73ZW12', 'analogue', 'класс Т1, ГОСТ 32913-2014'],
  ),
  part('Аппарат поглощающий ПМК-110А', 'ПМК-110А'),
  part('Аппарат поглощающий 73ZW12', '73ZW12'),
  part('Хомут тяговый 106.00.002-2', '106.00.002-2'),
  part('Воздухораспределитель 483А', '483А', ['483А.000', 'same', 'обозначение сборки']),
  part('Цилиндр тормозной 188Б', '188Б'),
  part('Колодка тормозная композиционная', '25130-Н'),
  part('Кран концевой 4304', '4304', ['4314', 'analogue', 'кран концевой с шаровым клапаном']),
  part('Подшипник кассетный TBU 150×250', 'TBU 150×250'),
  part('Подшипник буксовый 30-42726Е2М', '30-42726Е2М', ['42726Е2М', 'same', 'без класса точности']),
  part('Корпус буксы 100.10.001', '100.10.001'),
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

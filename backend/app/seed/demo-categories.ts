import type { CategoryCommands } from '../../modules/categories/index.ts';
import type { CommandContext } from '../../kit/write/index.ts';
import type { DemoImage } from './demo-images.ts';

interface SeedCategory {
  readonly name: string;
  /** The drawing shown on the category's card (home page, catalogue). */
  readonly image?: DemoImage;
  readonly children?: readonly SeedCategory[];
  /** Name-filter subcategories: the part names a buyer narrows the list by. */
  readonly nameFilters?: readonly string[];
}

/** A section of the tree: its subcategories below it. */
const section = (name: string, image: DemoImage, children: readonly SeedCategory[]): SeedCategory => ({
  name,
  image,
  children,
});

/** A category a buyer narrows by part names: one name-filter subcategory per name. */
const filtered = (name: string, image: DemoImage, nameFilters: readonly string[]): SeedCategory => ({
  name,
  image,
  nameFilters,
});

/** A freight-wagon parts catalogue as a buyer of a car-repair depot knows it. */
export const DEMO_CATEGORY_TREE: readonly SeedCategory[] = [
  section('Тележка', 'wheelset', [
    filtered('Колёсные пары', 'wheelset-front', [
      'Колёсная пара РУ1Ш-957-Г',
      'Колёсная пара РВ2Ш-957-Г',
      'Ось РУ1Ш',
      'Колесо цельнокатаное',
    ]),
    filtered('Боковые рамы', 'side-frame', [
      'Рама боковая 100.00.010-1',
      'Рама боковая 100.00.010-3',
      'Рама боковая 9788-01.00.010',
    ]),
    filtered('Надрессорные балки', 'bolster', [
      'Балка надрессорная 100.00.002-4',
      'Балка надрессорная 9788-01.00.002',
    ]),
    filtered('Пружины рессорного подвешивания', 'spring-set', [
      'Пружина наружная 100.00.016',
      'Пружина внутренняя 100.00.015',
    ]),
    filtered('Фрикционные клинья', 'friction-wedge', [
      'Клин фрикционный 100.00.012',
      'Планка фрикционная 100.00.011',
    ]),
    filtered('Скользуны', 'side-bearing', ['Скользун 100.00.017', 'Колпак скользуна']),
  ]),
  section('Автосцепное устройство', 'coupler', [
    filtered('Автосцепка СА-3', 'coupler', [
      'Корпус автосцепки 106.01.001-0',
      'Замок автосцепки 106.01.002',
      'Замкодержатель 106.01.003',
    ]),
    filtered('Поглощающие аппараты', 'draft-gear', [
      'Аппарат поглощающий Ш-2-В',
      'Аппарат поглощающий ПМК-110А',
      'Аппарат поглощающий 73ZW',
    ]),
    filtered('Тяговые хомуты', 'yoke', ['Хомут тяговый 106.00.002-2', 'Клин тягового хомута']),
    filtered('Центрирующие приборы', 'centering-beam', ['Балочка маятниковая', 'Ударная розетка']),
  ]),
  section('Тормозное оборудование', 'air-distributor', [
    filtered('Воздухораспределители', 'air-distributor', [
      'Воздухораспределитель 483А',
      'Главная часть 270.023',
      'Магистральная часть 483.010',
    ]),
    filtered('Тормозные цилиндры', 'brake-cylinder', ['Цилиндр тормозной 188Б', 'Цилиндр тормозной 710']),
    filtered('Авторежимы', 'load-regulator', ['Авторежим 265А-1', 'Авторежим 265А-4']),
    filtered('Рычажная передача', 'brake-triangle', [
      'Башмак тормозной',
      'Колодка тормозная композиционная',
      'Триангель',
    ]),
    filtered('Концевые краны и рукава', 'end-cock', ['Кран концевой 4304', 'Рукав соединительный Р17']),
  ]),
  section('Буксовый узел и подшипники', 'cassette-bearing', [
    filtered('Корпуса букс', 'axle-box', ['Корпус буксы 100.10.001', 'Крышка смотровая']),
    filtered('Подшипники кассетного типа', 'cassette-bearing', [
      'Подшипник ТBU 150×250',
      'Подшипник 1726',
      'Подшипник 3726',
    ]),
    filtered('Адаптеры', 'bearing-adapter', ['Адаптер 100.10.003']),
  ]),
  section('Кузов и рама', 'hatch-cover', [
    filtered('Хребтовые балки', 'center-sill', ['Балка хребтовая']),
    filtered('Шкворневые балки', 'bolster', ['Балка шкворневая']),
    filtered('Люки и крышки люков', 'hatch-cover', ['Крышка люка полувагона', 'Запор люка']),
    filtered('Двери и запоры', 'end-door', ['Дверь торцевая', 'Запор двери']),
  ]),
];

/**
 * Creates the demo tree through the admin's commands, as an admin would; `images` are the site
 * paths of the stored demo pictures (a picture not among them is left out).
 */
export async function seedDemoCategories(
  commands: CategoryCommands,
  context: CommandContext,
  images: ReadonlyMap<DemoImage, string>,
): Promise<number> {
  let created = 0;
  const add = async (category: SeedCategory, parentId: number | null): Promise<void> => {
    const image = category.image ? (images.get(category.image) ?? null) : null;
    const { id: categoryId } = await commands.create({ name: category.name, parentId, image }, context);
    created += 1;
    for (const child of category.children ?? []) await add(child, categoryId);
    for (const name of category.nameFilters ?? []) {
      await commands.create({ name, parentId: categoryId, isNameFilter: true }, context);
      created += 1;
    }
  };
  for (const root of DEMO_CATEGORY_TREE) await add(root, null);
  return created;
}

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

/** A freight-wagon parts catalogue as a buyer of a car-repair depot knows it. */
export const DEMO_CATEGORY_TREE: readonly SeedCategory[] = [
  {
    name: 'Тележка',
    image: 'wheelset',
    children: [
      {
        name: 'Колёсные пары',
        image: 'wheelset-front',
        nameFilters: [
          'Колёсная пара РУ1Ш-957-Г',
          'Колёсная пара РВ2Ш-957-Г',
          'Ось РУ1Ш',
          'Колесо цельнокатаное',
        ],
      },
      {
        name: 'Боковые рамы',
        image: 'side-frame',
        nameFilters: [
          'Рама боковая 100.00.010-1',
          'Рама боковая 100.00.010-3',
          'Рама боковая 9788-01.00.010',
        ],
      },
      {
        name: 'Надрессорные балки',
        image: 'bolster',
        nameFilters: ['Балка надрессорная 100.00.002-4', 'Балка надрессорная 9788-01.00.002'],
      },
      {
        name: 'Пружины рессорного подвешивания',
        image: 'spring-set',
        nameFilters: ['Пружина наружная 100.00.016', 'Пружина внутренняя 100.00.015'],
      },
      {
        name: 'Фрикционные клинья',
        image: 'friction-wedge',
        nameFilters: ['Клин фрикционный 100.00.012', 'Планка фрикционная 100.00.011'],
      },
      { name: 'Скользуны', image: 'side-bearing', nameFilters: ['Скользун 100.00.017', 'Колпак скользуна'] },
    ],
  },
  {
    name: 'Автосцепное устройство',
    image: 'coupler',
    children: [
      {
        name: 'Автосцепка СА-3',
        image: 'coupler',
        nameFilters: [
          'Корпус автосцепки 106.01.001-0',
          'Замок автосцепки 106.01.002',
          'Замкодержатель 106.01.003',
        ],
      },
      {
        name: 'Поглощающие аппараты',
        image: 'draft-gear',
        nameFilters: [
          'Аппарат поглощающий Ш-2-В',
          'Аппарат поглощающий ПМК-110А',
          'Аппарат поглощающий 73ZW',
        ],
      },
      {
        name: 'Тяговые хомуты',
        image: 'yoke',
        nameFilters: ['Хомут тяговый 106.00.002-2', 'Клин тягового хомута'],
      },
      {
        name: 'Центрирующие приборы',
        image: 'centering-beam',
        nameFilters: ['Балочка маятниковая', 'Ударная розетка'],
      },
    ],
  },
  {
    name: 'Тормозное оборудование',
    image: 'air-distributor',
    children: [
      {
        name: 'Воздухораспределители',
        image: 'air-distributor',
        nameFilters: ['Воздухораспределитель 483А', 'Главная часть 270.023', 'Магистральная часть 483.010'],
      },
      {
        name: 'Тормозные цилиндры',
        image: 'brake-cylinder',
        nameFilters: ['Цилиндр тормозной 188Б', 'Цилиндр тормозной 710'],
      },
      { name: 'Авторежимы', image: 'load-regulator', nameFilters: ['Авторежим 265А-1', 'Авторежим 265А-4'] },
      {
        name: 'Рычажная передача',
        image: 'brake-triangle',
        nameFilters: ['Башмак тормозной', 'Колодка тормозная композиционная', 'Триангель'],
      },
      {
        name: 'Концевые краны и рукава',
        image: 'end-cock',
        nameFilters: ['Кран концевой 4304', 'Рукав соединительный Р17'],
      },
    ],
  },
  {
    name: 'Буксовый узел и подшипники',
    image: 'cassette-bearing',
    children: [
      {
        name: 'Корпуса букс',
        image: 'axle-box',
        nameFilters: ['Корпус буксы 100.10.001', 'Крышка смотровая'],
      },
      {
        name: 'Подшипники кассетного типа',
        image: 'cassette-bearing',
        nameFilters: ['Подшипник ТBU 150×250', 'Подшипник 1726', 'Подшипник 3726'],
      },
      { name: 'Адаптеры', image: 'bearing-adapter', nameFilters: ['Адаптер 100.10.003'] },
    ],
  },
  {
    name: 'Кузов и рама',
    image: 'hatch-cover',
    children: [
      { name: 'Хребтовые балки', image: 'center-sill', nameFilters: ['Балка хребтовая'] },
      { name: 'Шкворневые балки', image: 'bolster', nameFilters: ['Балка шкворневая'] },
      {
        name: 'Люки и крышки люков',
        image: 'hatch-cover',
        nameFilters: ['Крышка люка полувагона', 'Запор люка'],
      },
      { name: 'Двери и запоры', image: 'end-door', nameFilters: ['Дверь торцевая', 'Запор двери'] },
    ],
  },
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

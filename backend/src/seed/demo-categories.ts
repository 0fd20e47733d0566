import type { CategoryCommands } from '../../modules/categories/index.ts';
import type { CommandContext } from '../write-kit/index.ts';

interface SeedCategory {
  readonly name: string;
  readonly children?: readonly SeedCategory[];
  /** Name-filter subcategories: the part names a buyer narrows the list by. */
  readonly nameFilters?: readonly string[];
}

/** A freight-wagon parts catalogue as a buyer of a car-repair depot knows it. */
export const DEMO_CATEGORY_TREE: readonly SeedCategory[] = [
  {
    name: 'Тележка',
    children: [
      { name: 'Колёсные пары', nameFilters: ['Колёсная пара РУ1Ш-957-Г', 'Колёсная пара РВ2Ш-957-Г', 'Ось РУ1Ш', 'Колесо цельнокатаное'] },
      { name: 'Боковые рамы', nameFilters: ['Рама боковая 100.00.010-1', 'Рама боковая 100.00.010-3', 'Рама боковая 9788-01.00.010'] },
      { name: 'Надрессорные балки', nameFilters: ['Балка надрессорная 100.00.002-4', 'Балка надрессорная 9788-01.00.002'] },
      { name: 'Пружины рессорного подвешивания', nameFilters: ['Пружина наружная 100.00.016', 'Пружина внутренняя 100.00.015'] },
      { name: 'Фрикционные клинья', nameFilters: ['Клин фрикционный 100.00.012', 'Планка фрикционная 100.00.011'] },
      { name: 'Скользуны', nameFilters: ['Скользун 100.00.017', 'Колпак скользуна'] },
    ],
  },
  {
    name: 'Автосцепное устройство',
    children: [
      { name: 'Автосцепка СА-3', nameFilters: ['Корпус автосцепки 106.01.001-0', 'Замок автосцепки 106.01.002', 'Замкодержатель 106.01.003'] },
      { name: 'Поглощающие аппараты', nameFilters: ['Аппарат поглощающий Ш-2-В', 'Аппарат поглощающий ПМК-110А', 'Аппарат поглощающий 73ZW'] },
      { name: 'Тяговые хомуты', nameFilters: ['Хомут тяговый 106.00.002-2', 'Клин тягового хомута'] },
      { name: 'Центрирующие приборы', nameFilters: ['Балочка маятниковая', 'Ударная розетка'] },
    ],
  },
  {
    name: 'Тормозное оборудование',
    children: [
      { name: 'Воздухораспределители', nameFilters: ['Воздухораспределитель 483А', 'Главная часть 270.023', 'Магистральная часть 483.010'] },
      { name: 'Тормозные цилиндры', nameFilters: ['Цилиндр тормозной 188Б', 'Цилиндр тормозной 710'] },
      { name: 'Авторежимы', nameFilters: ['Авторежим 265А-1', 'Авторежим 265А-4'] },
      { name: 'Рычажная передача', nameFilters: ['Башмак тормозной', 'Колодка тормозная композиционная', 'Триангель'] },
      { name: 'Концевые краны и рукава', nameFilters: ['Кран концевой 4304', 'Рукав соединительный Р17'] },
    ],
  },
  {
    name: 'Буксовый узел и подшипники',
    children: [
      { name: 'Корпуса букс', nameFilters: ['Корпус буксы 100.10.001', 'Крышка смотровая'] },
      { name: 'Подшипники кассетного типа', nameFilters: ['Подшипник ТBU 150×250', 'Подшипник 1726', 'Подшипник 3726'] },
      { name: 'Адаптеры', nameFilters: ['Адаптер 100.10.003'] },
    ],
  },
  {
    name: 'Кузов и рама',
    children: [
      { name: 'Хребтовые балки', nameFilters: ['Балка хребтовая'] },
      { name: 'Шкворневые балки', nameFilters: ['Балка шкворневая'] },
      { name: 'Люки и крышки люков', nameFilters: ['Крышка люка полувагона', 'Запор люка'] },
      { name: 'Двери и запоры', nameFilters: ['Дверь торцевая', 'Запор двери'] },
    ],
  },
];

/** Creates the demo tree through the admin's commands, as an admin would. */
export async function seedDemoCategories(commands: CategoryCommands, context: CommandContext): Promise<number> {
  let created = 0;
  const add = async (category: SeedCategory, parentId: number | null): Promise<void> => {
    const { categoryId } = await commands.create({ name: category.name, parentId }, context);
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

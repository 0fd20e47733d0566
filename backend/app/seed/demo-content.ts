import type {
  ContactsPageContent,
  ContentCommands,
  GuidePageContent,
  HomePageContent,
  NavigationItemInput,
  Page,
} from '../../modules/content/index.ts';
import type { ServiceCategoryCommands } from '../../modules/categories/index.ts';
import type { CommandContext } from '../../kit/write/index.ts';
import type { DemoImage } from './demo-images.ts';

/** The site menu; «Вакансии» is inactive, so the SPA's filtering on isActive has something to do. */
export const DEMO_NAVIGATION: readonly NavigationItemInput[] = [
  { text: 'Каталог', link: '/catalog', type: 'page', isActive: true },
  { text: 'Услуги', link: '/services', type: 'page', isActive: true },
  { text: 'Новости', link: '/news', type: 'page', isActive: true },
  { text: 'Руководство', link: '/guide', type: 'page', isActive: true },
  { text: 'Контакты', link: '/contacts', type: 'page', isActive: true },
  { text: 'Помощь', link: '/help', type: 'page', isActive: true },
  { text: 'Вакансии', link: '/careers', type: 'page', isActive: false },
];

export const DEMO_HOME_PAGE: HomePageContent = {
  banner: {
    title: 'Запчасти для грузовых вагонов от проверенных поставщиков',
    description:
      'Колёсные пары, литьё тележки, автосцепное и тормозное оборудование — новое и после ремонта. ' +
      'Сравнивайте предложения поставщиков, проверяйте наличие на складах и отправляйте заявку в пару кликов.',
  },
  advantages: [
    {
      title: 'Проверенные поставщики',
      description:
        'Поставщики регистрируются по ИНН, а каждый товар и каждая услуга проходят модерацию перед публикацией.',
    },
    {
      title: 'Наличие на складах',
      description:
        'Остатки по складам поставщиков с адресами и режимом работы: сразу видно, откуда забрать деталь.',
    },
    {
      title: 'Доставка по всей России',
      description: 'Доставка от 2 дней. Стоимость и сроки рассчитываются при рассмотрении заявки.',
    },
  ],
};

export const DEMO_GUIDE_PAGE: GuidePageContent = {
  title: 'Руководство пользователя',
  description:
    'Как найти нужную запчасть, отправить заявку поставщику и разместить на площадке свои товары и услуги.',
  sections: [
    {
      title: 'Как найти запчасть',
      content:
        '<p>Откройте <a href="/catalog">каталог</a> и выберите раздел в дереве категорий, например ' +
        '«Тележка» → «Колёсные пары». Сузьте список фильтрами «Наименование» и «Качество».</p>' +
        '<p>Если вы знаете обозначение детали, введите не менее двух символов в строку поиска в шапке сайта.</p>',
    },
    {
      title: 'Как отправить заявку',
      content:
        '<ol><li>Войдите или зарегистрируйтесь как покупатель.</li>' +
        '<li>На странице товара укажите количество и нажмите кнопку оформления заявки.</li>' +
        '<li>Выберите самовывоз со склада поставщика или доставку и укажите адрес.</li></ol>' +
        '<p>Поставщик рассмотрит заявку, рассчитает стоимость и сроки доставки и свяжется с вами. ' +
        'Заявки видны в разделе «Мои заказы» личного кабинета.</p>',
    },
    {
      title: 'Поставщикам',
      content:
        '<p>Зарегистрируйтесь как поставщик, указав ИНН, и заполните данные компании в личном кабинете. Затем:</p>' +
        '<ul><li>добавьте склады с адресами и режимом работы;</li>' +
        '<li>разместите товары с характеристиками, комплектацией и нормативными документами;</li>' +
        '<li>опубликуйте услуги: ремонт колёсных пар, механическую обработку, дефектоскопию.</li></ul>' +
        '<p>Товары и услуги появляются в каталоге после модерации.</p>',
    },
    {
      title: 'Доставка и самовывоз',
      content:
        '<p>Доставка по России — от 2 дней. Стоимость и сроки рассчитываются при рассмотрении заявки ' +
        'с учётом веса и габаритов груза.</p>' +
        '<p>Самовывоз возможен со складов поставщика, где есть товар: адреса и режим работы складов ' +
        'указаны на вкладке «Наличие» страницы товара.</p>',
    },
    {
      title: 'Вопросы и поддержка',
      content:
        '<p>Не нашли нужную деталь или есть вопрос о работе площадки? Напишите нам через форму на странице ' +
        '<a href="/contacts">«Контакты»</a>.</p>',
    },
  ],
};

/** Placeholders for the operating company's details; the admin replaces them in site management. */
export const DEMO_CONTACTS_PAGE: ContactsPageContent = {
  title: 'Связаться с нами',
  description:
    'Ответим на вопросы о работе площадки, поможем подобрать запчасти и подключиться к площадке поставщикам.',
  contacts: [
    { type: 'Адрес', value: '107140, г. Москва, ул. Краснопрудная, д. 12, офис 305' },
    { type: 'Телефон', value: '+7 (495) 123-45-67' },
    { type: 'Email', value: 'info@vagonzapchast.ru' },
    { type: 'Режим работы', value: 'Пн–Пт: 9:00–18:00 (МСК)' },
  ],
  mapCoordinates: { lat: 55.7766, lng: 37.6642 },
};

export const DEMO_PAGES: readonly Page[] = [
  { slug: 'home', content: DEMO_HOME_PAGE },
  { slug: 'guide', content: DEMO_GUIDE_PAGE },
  { slug: 'contacts', content: DEMO_CONTACTS_PAGE },
];

interface SeedServiceCategory {
  readonly name: string;
  /** The drawing on the category's card in the home page's «Наши услуги». */
  readonly image?: DemoImage;
  readonly children?: readonly string[];
}

/** A service category with the drawing on its card and, below it, its subcategories by name. */
const serviceCategory = (name: string, image: DemoImage, ...children: string[]): SeedServiceCategory =>
  children.length === 0 ? { name, image } : { name, image, children };

/** The services of a wagon-repair market, as the header's «Услуги» menu and the footer list them. */
export const DEMO_SERVICE_CATEGORIES: readonly SeedServiceCategory[] = [
  serviceCategory(
    'Ремонт колёсных пар',
    'service-wheelset-repair',
    'Обточка колёсных пар',
    'Ремонт со сменой элементов',
  ),
  serviceCategory('Механическая обработка', 'service-machining', 'Токарная обработка', 'Фрезерная обработка'),
  serviceCategory(
    'Дефектоскопия',
    'service-flaw-detection',
    'Ультразвуковой контроль',
    'Магнитопорошковый контроль',
  ),
  serviceCategory('Сертификация', 'service-certification'),
  serviceCategory('Логистика', 'service-logistics'),
];

/**
 * Fills each part of the site content through the admin's commands, but only a part whose stream
 * has never been written: installations that predate a part get it once, and a restart never
 * seeds twice. `images` are the site paths of the stored demo pictures, for the service
 * categories' cards (a picture not among them is left out). Returns how many items each seeded
 * part received.
 */
export async function seedDemoContent(
  content: Pick<ContentCommands, 'navigation' | 'pages'> & {
    readonly serviceCategories: ServiceCategoryCommands;
  },
  context: CommandContext,
  images: ReadonlyMap<DemoImage, string>,
): Promise<Record<string, number>> {
  const seeded: Record<string, number> = {};
  if (!(await content.navigation.exists())) {
    for (const item of DEMO_NAVIGATION) await content.navigation.add(item, context);
    seeded.navigation = DEMO_NAVIGATION.length;
  }
  for (const page of DEMO_PAGES) {
    if (await content.pages.exists(page.slug)) continue;
    await content.pages.replace(page, context);
    seeded.pages = (seeded.pages ?? 0) + 1;
  }
  if (!(await content.serviceCategories.exists())) {
    let created = 0;
    for (const root of DEMO_SERVICE_CATEGORIES) {
      const image = root.image ? (images.get(root.image) ?? null) : null;
      const { id } = await content.serviceCategories.create({ name: root.name, image }, context);
      created += 1;
      for (const name of root.children ?? []) {
        await content.serviceCategories.create({ name, parentId: id }, context);
        created += 1;
      }
    }
    seeded.serviceCategories = created;
  }
  return seeded;
}

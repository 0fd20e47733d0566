import type { EventStore } from '../../../infra/event-store/index.ts';
import { EMAIL_SCOPE } from '../../modules/identity/index.ts';
import type { ServiceCategoryCommands } from '../../modules/categories/index.ts';
import { serviceStream, type ServiceCommands, type PriceType } from '../../modules/services/index.ts';
import type { CommandContext, Reservations } from '../../kit/write/index.ts';
import { DEMO_SUPPLIERS } from './demo-catalog.ts';
import type { DemoImage } from './demo-images.ts';

/** A demo service: which supplier offers it, under which service category (by name). */
export interface DemoService {
  readonly supplier: 0 | 1 | 2;
  readonly category: string;
  readonly name: string;
  readonly shortDescription: string;
  readonly description: string;
  readonly price: number | null;
  readonly priceType: PriceType;
  readonly duration: string;
  readonly location: string;
  readonly isRemote: boolean;
  readonly requirements: string;
  readonly image: DemoImage | null;
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** 32 services of the three demo suppliers across every service category and price type. */
export const DEMO_SERVICES: readonly DemoService[] = [
  { supplier: 0, category: 'Обточка колёсных пар', name: 'Обточка колёсной пары по профилю поверхности катания', shortDescription: 'Восстановление профиля на станке КЖ20 без выкатки тележки', description: p('Обточка по ГОСТ 11018 с контролем шаблоном УТ-1.', 'Выдаём протокол замеров каждой колёсной пары.'), price: 14_500, priceType: 'fixed', duration: '1 рабочий день', location: 'Екатеринбург, ул. Смазчиков, д. 3', isRemote: false, requirements: 'Колёсные пары очищены от грязи и смазки; паспорт формы ВУ-51.', image: 'service-wheelset-repair' },
  { supplier: 0, category: 'Обточка колёсных пар', name: 'Обточка колёсных пар партиями от 10 штук', shortDescription: 'Скидка на серийную обточку, вывоз с площадки заказчика', description: p('Для вагоноремонтных депо и операторов подвижного состава.', 'График согласуем под окно ремонта.'), price: 12_800, priceType: 'fixed', duration: 'от 3 рабочих дней', location: 'Екатеринбург, Челябинск', isRemote: false, requirements: 'Не менее 10 колёсных пар в партии.', image: 'service-wheelset-repair' },
  { supplier: 0, category: 'Ремонт со сменой элементов', name: 'Ремонт колёсной пары со сменой элементов', shortDescription: 'Смена цельнокатаных колёс и буксовых узлов, формирование на прессе', description: p('Полный ремонт по РД 32 ЦВ 052-2009: распрессовка, дефектоскопия оси, формирование, клеймение.'), price: 98_000, priceType: 'fixed', duration: '5 рабочих дней', location: 'Екатеринбург', isRemote: false, requirements: 'Паспорт колёсной пары, акт браковки.', image: 'service-wheelset-repair' },
  { supplier: 0, category: 'Ремонт со сменой элементов', name: 'Ремонт буксового узла с заменой подшипников', shortDescription: 'Кассетные и роликовые подшипники, монтаж с индукционным нагревом', description: p('Демонтаж, промывка, ревизия корпуса буксы, установка новых подшипников.'), price: 3_200, priceType: 'hourly', duration: 'от 4 часов на узел', location: 'Челябинск, ул. Героев Танкограда, д. 71П', isRemote: false, requirements: '', image: null },
  { supplier: 0, category: 'Ремонт колёсных пар', name: 'Освидетельствование колёсных пар полное', shortDescription: 'Полное освидетельствование с постановкой знаков и клейм', description: p('Выполняет аттестованный персонал с правом клеймения.'), price: 6_700, priceType: 'fixed', duration: '1 день', location: 'Екатеринбург', isRemote: false, requirements: 'Колёсные пары без груза, доступ к торцам осей.', image: 'service-wheelset-repair' },
  { supplier: 0, category: 'Ремонт колёсных пар', name: 'Выездная бригада для ремонта колёсных пар', shortDescription: 'Работы на путях заказчика с передвижной мастерской', description: p('Бригада из трёх слесарей и дефектоскописта, оборудование и расходные материалы наши.'), price: 42_000, priceType: 'daily', duration: 'по объёму работ', location: 'Свердловская и Челябинская области', isRemote: false, requirements: 'Подъездной путь и электропитание 380 В на месте работ.', image: null },
  { supplier: 0, category: 'Токарная обработка', name: 'Токарная обработка осей и валов', shortDescription: 'Детали длиной до 3 м, диаметр до 630 мм', description: p('Станки 1М63 и 16К40, точность до 7 квалитета.'), price: 2_900, priceType: 'hourly', duration: 'от 1 часа', location: 'Екатеринбург', isRemote: false, requirements: 'Чертёж или образец детали.', image: 'service-machining' },
  { supplier: 0, category: 'Фрезерная обработка', name: 'Фрезеровка посадочных мест корпусов букс', shortDescription: 'Восстановление корпусов букс под размер', description: p('Наплавка изношенных поверхностей и фрезеровка в размер по чертежу.'), price: 5_400, priceType: 'fixed', duration: '2 рабочих дня', location: 'Челябинск', isRemote: false, requirements: '', image: 'service-machining' },
  { supplier: 0, category: 'Сертификация', name: 'Подготовка документов для сертификации ТР ТС 001/2011', shortDescription: 'Комплект документов для декларирования запасных частей вагонов', description: p('Проверим конструкторскую документацию, подготовим программу испытаний и сопроводим заявку в орган по сертификации.'), price: null, priceType: 'custom', duration: 'от 2 недель', location: '', isRemote: true, requirements: 'Конструкторская документация и технические условия на изделие.', image: 'service-certification' },
  { supplier: 0, category: 'Логистика', name: 'Доставка колёсных пар автотранспортом по Уралу', shortDescription: 'Специализированный полуприцеп, до 8 колёсных пар за рейс', description: p('Погрузка краном-манипулятором, крепление по схеме, страхование груза.'), price: 120, priceType: 'fixed', duration: '1–2 дня', location: 'Екатеринбург, Челябинск, Пермь, Тюмень', isRemote: false, requirements: 'Цена за километр пути; минимальный заказ 200 км.', image: 'service-logistics' },
  { supplier: 1, category: 'Ультразвуковой контроль', name: 'Ультразвуковой контроль боковых рам', shortDescription: 'УЗК зон R55 и R60 по РД 32.159', description: p('Дефектоскопы УД2-12 и УД4-Т, аттестованные специалисты II уровня.', 'Заключение выдаём в день контроля.'), price: 1_900, priceType: 'fixed', duration: '40 минут на раму', location: 'Нижний Тагил', isRemote: false, requirements: 'Рамы очищены до металлического блеска в зонах контроля.', image: 'service-flaw-detection' },
  { supplier: 1, category: 'Ультразвуковой контроль', name: 'Ультразвуковой контроль надрессорных балок', shortDescription: 'Контроль литых балок тележек 18-100 и 18-578', description: p('Контроль по технологической инструкции завода-изготовителя.'), price: 2_100, priceType: 'fixed', duration: '1 час на балку', location: 'Нижний Тагил, Пермь', isRemote: false, requirements: 'Балки очищены, доступ к зонам контроля.', image: 'service-flaw-detection' },
  { supplier: 1, category: 'Магнитопорошковый контроль', name: 'Магнитопорошковый контроль деталей автосцепки', shortDescription: 'Корпус автосцепки СА-3, тяговый хомут, клин', description: p('Контроль на стационарном дефектоскопе МД-12ПШ.'), price: 850, priceType: 'fixed', duration: '30 минут на деталь', location: 'Пермь', isRemote: false, requirements: '', image: 'service-flaw-detection' },
  { supplier: 1, category: 'Магнитопорошковый контроль', name: 'Магнитопорошковый контроль осей колёсных пар', shortDescription: 'Шейки и предподступичные части осей РУ1Ш', description: p('Выявление поверхностных трещин, протокол с фотофиксацией.'), price: 1_200, priceType: 'fixed', duration: '20 минут на ось', location: 'Пермь', isRemote: false, requirements: 'Оси без лакокрасочного покрытия в зоне контроля.', image: 'service-flaw-detection' },
  { supplier: 1, category: 'Дефектоскопия', name: 'Вихретоковый контроль литых деталей', shortDescription: 'Поиск трещин под краской без её снятия', description: p('Вихретоковый дефектоскоп ВД-12НФП, глубина обнаружения до 2 мм.'), price: 3_600, priceType: 'hourly', duration: 'от 2 часов', location: 'Нижний Тагил', isRemote: false, requirements: '', image: 'service-flaw-detection' },
  { supplier: 1, category: 'Дефектоскопия', name: 'Выездная лаборатория неразрушающего контроля', shortDescription: 'Бригада дефектоскопистов с оборудованием на ваше предприятие', description: p('УЗК, МПК и ВТК на месте, заключения в электронном виде.'), price: 36_000, priceType: 'daily', duration: 'от 1 дня', location: 'Уральский федеральный округ', isRemote: false, requirements: 'Помещение с отоплением и электропитанием 220 В.', image: 'service-flaw-detection' },
  { supplier: 1, category: 'Дефектоскопия', name: 'Обучение дефектоскопистов на рабочем месте', shortDescription: 'Стажировка по УЗК и МПК литых деталей тележки', description: p('Программа 40 часов, практика на реальных деталях с дефектами.'), price: 48_000, priceType: 'fixed', duration: '5 дней', location: 'Нижний Тагил', isRemote: false, requirements: 'Удостоверение I уровня по НК.', image: null },
  { supplier: 1, category: 'Токарная обработка', name: 'Расточка и обработка отливок', shortDescription: 'Механическая обработка литья из стали 20ГЛ', description: p('Обработка подпятников, упоров и корпусов по чертежам заказчика.'), price: 3_100, priceType: 'hourly', duration: 'по объёму', location: 'Нижний Тагил', isRemote: false, requirements: 'Чертежи в формате PDF или DWG.', image: 'service-machining' },
  { supplier: 1, category: 'Фрезерная обработка', name: 'Фрезерная обработка фрикционных клиньев', shortDescription: 'Восстановление наклонных поверхностей клина', description: p('Наплавка и фрезеровка с контролем шаблоном.'), price: 690, priceType: 'fixed', duration: '1 день на партию до 50 шт.', location: 'Пермь', isRemote: false, requirements: '', image: 'service-machining' },
  { supplier: 1, category: 'Механическая обработка', name: 'Наплавка и восстановление изношенных поверхностей', shortDescription: 'Ручная и автоматическая наплавка под флюсом', description: p('Восстановление упорных поверхностей, пятников, направляющих букс.'), price: 2_400, priceType: 'hourly', duration: 'от 2 часов', location: 'Нижний Тагил, Пермь', isRemote: false, requirements: 'Детали без масла и грязи.', image: 'service-machining' },
  { supplier: 1, category: 'Сертификация', name: 'Испытания литых деталей в аккредитованной лаборатории', shortDescription: 'Статические и усталостные испытания боковых рам и балок', description: p('Протоколы испытаний принимаются органами по сертификации железнодорожного транспорта.'), price: 380_000, priceType: 'fixed', duration: '30 рабочих дней', location: 'Нижний Тагил', isRemote: false, requirements: 'Образцы в количестве по программе испытаний.', image: 'service-certification' },
  { supplier: 2, category: 'Логистика', name: 'Перевозка запасных частей вагонов по России', shortDescription: 'Сборные грузы и отдельные машины от Люберец до депо', description: p('Отправки от 50 кг до 20 т, отслеживание груза и страховка.'), price: null, priceType: 'custom', duration: 'от 2 дней', location: 'Люберцы', isRemote: false, requirements: 'Габариты и масса груза в заявке.', image: 'service-logistics' },
  { supplier: 2, category: 'Логистика', name: 'Ответственное хранение запасных частей', shortDescription: 'Тёплый склад, учёт по артикулам, отгрузка по заявке', description: p('Хранение с приёмкой по количеству и внешнему виду, ежемесячный отчёт об остатках.'), price: 450, priceType: 'daily', duration: 'от 1 месяца', location: 'Люберцы', isRemote: false, requirements: 'Цена за паллето-место в сутки.', image: 'service-logistics' },
  { supplier: 2, category: 'Логистика', name: 'Таможенное оформление вагонных комплектующих', shortDescription: 'Импорт из Китая и Казахстана, подбор кодов ТН ВЭД', description: p('Декларирование, сертификаты происхождения, консультации по пошлинам.'), price: 25_000, priceType: 'fixed', duration: '3–5 рабочих дней', location: '', isRemote: true, requirements: 'Инвойс, упаковочный лист, контракт.', image: null },
  { supplier: 2, category: 'Сертификация', name: 'Консультации по техническому регламенту ТР ТС 001/2011', shortDescription: 'Какие детали подлежат сертификации и как подтвердить соответствие', description: p('Онлайн-консультация специалиста по подтверждению соответствия.'), price: 4_000, priceType: 'hourly', duration: 'от 1 часа', location: '', isRemote: true, requirements: '', image: 'service-certification' },
  { supplier: 2, category: 'Сертификация', name: 'Входной контроль поставок запасных частей', shortDescription: 'Проверка документов, маркировки и клейм при приёмке', description: p('Проверяем соответствие паспортам, наличие клейм завода и приёмки, составляем акт.'), price: 15_000, priceType: 'daily', duration: '1 день', location: 'Москва и Московская область', isRemote: false, requirements: 'Доступ на склад, сопроводительные документы.', image: 'service-certification' },
  { supplier: 2, category: 'Ремонт колёсных пар', name: 'Диагностика буксовых узлов тепловизором', shortDescription: 'Поиск перегретых букс после пробега', description: p('Тепловизионное обследование на путях заказчика с отчётом.'), price: 9_500, priceType: 'fixed', duration: '1 день', location: 'Москва и Московская область', isRemote: false, requirements: 'Вагоны после пробега не более 2 часов назад.', image: null },
  { supplier: 2, category: 'Механическая обработка', name: 'Изготовление деталей по чертежам заказчика', shortDescription: 'Мелкие серии: втулки, шайбы, валики, планки', description: p('Токарная, фрезерная и сверлильная обработка, термообработка по запросу.'), price: null, priceType: 'custom', duration: 'по согласованию', location: 'Люберцы', isRemote: false, requirements: 'Чертёж с указанием материала и допусков.', image: 'service-machining' },
  { supplier: 2, category: 'Токарная обработка', name: 'Изготовление втулок и валиков тормозной рычажной передачи', shortDescription: 'Сталь 45 и 40Х, закалка ТВЧ', description: p('Серийное изготовление по чертежам ВНИИЖТ.'), price: 340, priceType: 'fixed', duration: '10 рабочих дней на партию', location: 'Люберцы', isRemote: false, requirements: 'Минимальная партия 100 штук.', image: 'service-machining' },
  { supplier: 2, category: 'Дефектоскопия', name: 'Удалённая расшифровка дефектограмм', shortDescription: 'Проверка результатов УЗК специалистом III уровня', description: p('Присылаете файлы дефектограмм — получаете заключение за сутки.'), price: 1_500, priceType: 'fixed', duration: '1 сутки', location: '', isRemote: true, requirements: 'Файлы в формате дефектоскопа и схема контроля.', image: 'service-flaw-detection' },
  { supplier: 2, category: 'Фрезерная обработка', name: 'Восстановление корпусов автосцепки', shortDescription: 'Наплавка и фрезеровка контура зацепления СА-3', description: p('Восстановление с последующим магнитопорошковым контролем и шаблонами.'), price: 11_800, priceType: 'fixed', duration: '3 рабочих дня', location: 'Люберцы', isRemote: false, requirements: 'Корпуса без трещин по заключению дефектоскопии.', image: 'service-machining' },
  { supplier: 2, category: 'Ремонт со сменой элементов', name: 'Подбор и комплектование колёсных пар под ремонт', shortDescription: 'Комплектуем колёса, оси и подшипники для вашего депо', description: p('Подбираем элементы по толщине обода и году изготовления, поставка с документами.'), price: null, priceType: 'custom', duration: 'от 5 дней', location: 'Люберцы', isRemote: false, requirements: '', image: 'service-wheelset-repair' },
];

/**
 * The demo services, each created, submitted and published through the services' commands by its
 * supplier and the seed's moderator; only on an installation that never had a service.
 */
export async function seedDemoServices(
  deps: {
    store: EventStore;
    services: ServiceCommands;
    serviceCategories: ServiceCategoryCommands;
    reservations: Reservations;
  },
  context: CommandContext,
  storedImages: () => Promise<ReadonlyMap<DemoImage, string>>,
): Promise<number> {
  if ((await deps.store.readStream(serviceStream(1))).length > 0) return 0;
  const images = await storedImages();
  const categories = new Map((await deps.serviceCategories.all()).map((node) => [node.name, node.id]));
  const suppliers: number[] = [];
  for (const supplier of DEMO_SUPPLIERS) {
    const holder = await deps.reservations.holder(EMAIL_SCOPE, supplier.email);
    if (holder === null) return 0;
    suppliers.push(Number(holder));
  }
  let created = 0;
  for (const service of DEMO_SERVICES) {
    const actor = { userId: suppliers[service.supplier]!, role: 'supplier' as const };
    const { supplier: _supplier, category, image, ...details } = service;
    const imageUrl = image ? images.get(image) : undefined;
    const { id } = await deps.services.create(
      { ...details, images: imageUrl ? [imageUrl] : [], categoryId: categories.get(category) ?? null },
      actor,
      context,
    );
    await deps.services.step('submit', id, actor, context);
    await deps.services.step('publish', id, { userId: null, role: 'system' }, context);
    created += 1;
  }
  return created;
}

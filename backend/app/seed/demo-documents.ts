import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { footEveryPage, renderPdf, type Pdf } from '../../../infra/pdf/index.ts';
import type { FileStore, StoredFile } from '../../../infra/file-store/index.ts';
import { DEMO_DOCUMENTS, documentFilePath, type DemoDocument } from './demo-products.ts';

/*
 * The demo's normative documents (ADR 0060): a page or two per standard, drawn ahead by
 * `npm run render:demo-documents` into demo-documents/ (the seed copies those files) with the PDF library and the Cyrillic fonts the printed documents use — the standard's designation and
 * title, and a few sections of plausible Russian text, marked throughout as an extract made for
 * the demonstration and not the standard's official text.
 */

export const DEMO_DOCUMENT_MARK = 'Выдержка для демонстрации';
const DISCLAIMER =
  'Демонстрационная выдержка для маркетплейса «ВагонЗапчасть». Не является официальным текстом стандарта: ' +
  'действующую редакцию публикует Федеральное агентство по техническому регулированию и метрологии (Росстандарт).';

/** The English one-liner the demo wrote before (a few hundred bytes): replaced on the next start. */
const OLD_STUB = 'Demo copy for the VagonZapchast marketplace';
const OLD_STUB_MAX_SIZE = 4096;

async function isOldStub(file: StoredFile): Promise<boolean> {
  if (file.size > OLD_STUB_MAX_SIZE) return false;
  return (await buffer(file.open())).toString('latin1').includes(OLD_STUB);
}

interface Section {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

const SCOPE = (subject: string): Section => ({
  heading: '1 Область применения',
  paragraphs: [
    `Настоящий стандарт распространяется на ${subject}, предназначенные для железнодорожного подвижного состава ` +
      'колеи 1520 мм, эксплуатируемого в климатических районах по ГОСТ 15150 (исполнение УХЛ, категория размещения 1).',
    'Стандарт применяется при изготовлении, ремонте, приёмке и поставке изделий, а также при подтверждении их ' +
      'соответствия требованиям технического регламента Таможенного союза ТР ТС 001/2011 «О безопасности ' +
      'железнодорожного подвижного состава».',
  ],
});

const ACCEPTANCE: Section = {
  heading: 'Правила приёмки',
  paragraphs: [
    'Для проверки соответствия изделий требованиям настоящего стандарта проводят приёмо-сдаточные, периодические ' +
      'и типовые испытания. Приёмо-сдаточным испытаниям подвергают каждое изделие; результаты заносят в паспорт ' +
      'или формуляр изделия и заверяют клеймом службы технического контроля изготовителя.',
    'Изделие, не выдержавшее хотя бы одной проверки, бракуют. Допускается повторное предъявление после устранения ' +
      'дефектов с отметкой в паспорте о характере выполненных работ.',
  ],
};

const MARKING: Section = {
  heading: 'Маркировка и клеймение',
  paragraphs: [
    'На каждое изделие наносят: условный номер или товарный знак изготовителя, год и месяц изготовления (две ' +
      'последние цифры года), порядковый номер изделия и клеймо службы технического контроля. Для отремонтированных ' +
      'изделий дополнительно наносят условный номер ремонтного предприятия и дату ремонта.',
  ],
};

/** What each standard's extract says beyond its common sections (numbers are plausible, not quoted). */
const REQUIREMENTS: Readonly<
  Record<string, { readonly subject: string; readonly requirements: readonly string[] }>
> = {
  'ГОСТ 4835-2013': {
    subject: 'колёсные пары грузовых и пассажирских вагонов с буксовыми узлами на подшипниках качения',
    requirements: [
      'Колёсная пара состоит из чистовой оси и двух цельнокатаных колёс, напрессованных на подступичные части оси ' +
        'тепловым или прессовым способом. Разность расстояний между внутренними гранями колёс в разных точках не ' +
        'должна превышать 1 мм, расстояние между внутренними гранями ободьев — (1440 ± 3) мм.',
      'Разность диаметров колёс по кругу катания одной колёсной пары — не более 1 мм. Конечное давление запрессовки ' +
        'колеса на ось указывают в паспорте колёсной пары; диаграмму запрессовки хранят у изготовителя.',
      'Ось подвергают ультразвуковому контролю по всей длине и магнитопорошковому контролю шеек, предподступичных ' +
        'и средней частей. Колёсную пару окрашивают, кроме поверхностей катания и гребней колёс.',
    ],
  },
  'ГОСТ 33200-2014': {
    subject: 'оси колёсных пар, черновые и чистовые',
    requirements: [
      'Оси изготавливают из осевой стали марки ОС по ГОСТ 31334 методом горячей деформации с последующей ' +
        'нормализацией и отпуском. Механические свойства определяют на образцах, вырезанных из припуска оси.',
      'Шероховатость поверхности шеек и подступичных частей чистовой оси — не более Ra 1,25 мкм. Поверхности ' +
        'шеек, предподступичных и подступичных частей упрочняют накатыванием роликами.',
      'Каждую ось подвергают ультразвуковому контролю на отсутствие внутренних дефектов и магнитопорошковому ' +
        'контролю поверхности; результаты контроля отражают в сертификате на ось.',
    ],
  },
  'ГОСТ 10791-2011': {
    subject: 'колёса цельнокатаные диаметром по кругу катания от 710 до 1250 мм',
    requirements: [
      'Колёса изготавливают из колёсной стали марок 2 и Т по химическому составу, указанному в стандарте; ' +
        'твёрдость обода на глубине 30 мм от поверхности катания — не менее 255 НВ для стали марки 2.',
      'Обод колеса подвергают упрочняющей термической обработке. Остаточные напряжения в ободе должны быть ' +
        'сжимающими, что проверяют по величине раскрытия радиального разреза контрольного колеса.',
      'Колёса подвергают ультразвуковому контролю обода и диска; недопустимы трещины, плены, закаты и расслоения.',
    ],
  },
  'ГОСТ 32400-2013': {
    subject: 'литые боковые рамы и надрессорные балки двухосных тележек грузовых вагонов',
    requirements: [
      'Отливки изготавливают из стали марок 20ГЛ, 20ГФЛ или 20ГТЛ. Ударная вязкость KCV при минус 60 °C — не ' +
        'менее 17 Дж/см²; предел текучести — не менее 300 МПа.',
      'На поверхностях отливок не допускаются трещины, горячие надрывы и незаваренные раковины в зонах R55 и ' +
        'буксового проёма. Исправление дефектов сваркой допускается в зонах, указанных в конструкторской документации.',
      'Назначенный срок службы литых деталей тележки — 32 года. Каждую отливку проверяют на соответствие ' +
        'размерам по шаблонам и подвергают магнитопорошковому контролю в зонах повышенных напряжений.',
    ],
  },
  'ГОСТ 33211-2014': {
    subject: 'грузовые вагоны и их несущие конструкции',
    requirements: [
      'Прочность несущих конструкций оценивают по первому (продольные удары, сжатие и растяжение) и третьему ' +
        '(движение в составе поезда) расчётным режимам. Допускаемые напряжения принимают по пределу текучести материала.',
      'Коэффициент запаса сопротивления усталости литых деталей тележки — не менее 2,0 при назначенном сроке ' +
        'службы; коэффициент вертикальной динамики порожнего вагона при скорости 120 км/ч — не более 0,85.',
      'Результаты расчётов подтверждают статическими, ударными и ходовыми прочностными испытаниями опытных образцов.',
    ],
  },
  'ГОСТ 1452-2011': {
    subject: 'пружины цилиндрические винтовые рессорного подвешивания тележек и поглощающих аппаратов',
    requirements: [
      'Пружины навивают из горячекатаной стали марок 60С2ХФА, 60С2ХА или 60С2 по ГОСТ 14959 с последующей закалкой ' +
        'и отпуском; твёрдость пружин — от 415 до 495 НВ.',
      'Каждую пружину испытывают трёхкратным сжатием до соприкосновения витков; остаточная деформация не допускается. ' +
        'Высота пружины в свободном состоянии и под пробной нагрузкой должна соответствовать рабочему чертежу.',
      'Поверхность пружин подвергают дробеструйному упрочнению и покрывают антикоррозионным покрытием.',
    ],
  },
  'ГОСТ 22703-2012': {
    subject:
      'литые детали автосцепного устройства: корпус и механизм автосцепки, тяговый хомут, ударная розетка',
    requirements: [
      'Детали отливают из стали марок 20ГЛ, 20ГФЛ и 20ГТЛ с последующей термической обработкой (нормализация или ' +
        'закалка с отпуском). Ударная вязкость KCV при минус 60 °C — не менее 25 Дж/см².',
      'Корпус автосцепки СА-3 испытывают статической растягивающей нагрузкой 2,5 МН; остаточные деформации, ' +
        'трещины и изломы не допускаются.',
      'Контролируемые зоны деталей проверяют магнитопорошковым методом; размеры — шаблонами и калибрами по ' +
        'инструкции по ремонту и обслуживанию автосцепного устройства.',
    ],
  },
  'ГОСТ 32913-2014': {
    subject: 'поглощающие аппараты автосцепного устройства грузовых вагонов и локомотивов',
    requirements: [
      'Поглощающие аппараты по энергоёмкости подразделяют на классы Т0, Т1, Т2 и Т3. Номинальная энергоёмкость ' +
        'аппарата класса Т1 — не менее 70 кДж, полный ход — не более 120 мм.',
      'Аппарат должен сохранять работоспособность при температуре окружающего воздуха от минус 60 °C до плюс 55 °C. ' +
        'Усилие начальной затяжки указывают в паспорте аппарата.',
      'Каждый аппарат после сборки испытывают на копре или прессе; результаты испытаний заносят в паспорт.',
    ],
  },
  'ГОСТ 33597-2015': {
    subject: 'тормозные системы грузовых и пассажирских вагонов',
    requirements: [
      'Испытания проводят на стенде и в составе поезда. Проверяют плотность тормозной сети, время наполнения ' +
        'тормозного цилиндра и время отпуска, действие тормоза при экстренном торможении.',
      'Плотность тормозной сети считают достаточной, если падение давления в ней не превышает 0,02 МПа за 1 мин ' +
        'при зарядном давлении 0,50–0,52 МПа.',
      'Результаты испытаний оформляют протоколом с указанием средств измерений и условий проведения испытаний.',
    ],
  },
  'ГОСТ 33421-2015': {
    subject: 'композиционные тормозные колодки колодочного тормоза вагонов',
    requirements: [
      'Колодки изготавливают из композиционного фрикционного материала на металлическом каркасе; каркас должен ' +
        'выдерживать нагрузку отрыва фрикционного элемента не менее 20 кН.',
      'Действительный коэффициент трения колодки по стальному колесу — от 0,25 до 0,40 в диапазоне скоростей ' +
        'торможения от 20 до 120 км/ч. Интенсивность износа не должна превышать значений, установленных стандартом.',
      'Колодки не должны иметь трещин, сколов и отслоений фрикционного материала от каркаса.',
    ],
  },
  'ГОСТ 18572-2014': {
    subject: 'буксовые роликовые цилиндрические подшипники колёсных пар',
    requirements: [
      'Подшипники изготавливают по классу точности не ниже 6 по ГОСТ 520; радиальный зазор в свободном состоянии ' +
        'указывают на торце наружного кольца.',
      'Кольца и ролики изготавливают из стали ШХ15СГ или ШХ20СГ; твёрдость колец — от 60 до 64 HRC.',
      'Каждый подшипник проверяют на лёгкость вращения и отсутствие заеданий; упаковка должна защищать подшипник ' +
        'от коррозии на время хранения не менее 3 лет.',
    ],
  },
};

/** The sections of a document's extract. */
export function documentSections(document: DemoDocument): Section[] {
  const own = REQUIREMENTS[document.standard];
  return [
    SCOPE(own?.subject ?? 'изделия, указанные в наименовании стандарта'),
    { heading: '2 Технические требования', paragraphs: own?.requirements ?? [] },
    { heading: `3 ${MARKING.heading}`, paragraphs: MARKING.paragraphs },
    { heading: `4 ${ACCEPTANCE.heading}`, paragraphs: ACCEPTANCE.paragraphs },
  ];
}

const MARGIN = 56;

function mark(doc: Pdf, pages: number): void {
  footEveryPage(doc, pages, (page) => `${DISCLAIMER} Лист ${page + 1} из ${pages}.`, {
    size: 7.5,
    above: 44,
  });
}

/** One document's extract as the bytes of a PDF. */
export function demoDocumentPdf(document: DemoDocument): Promise<Buffer> {
  const title = `${document.standard} ${document.name}`;
  return renderPdf({ margin: MARGIN, title, author: 'ВагонЗапчасть: демонстрационные данные' }, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#b45309')
      .text(DEMO_DOCUMENT_MARK.toUpperCase(), { width, align: 'right' });
    doc.moveDown(1.2);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#000000')
      .text('МЕЖГОСУДАРСТВЕННЫЙ СТАНДАРТ', { width, align: 'center' });
    doc.moveDown(0.6);
    doc.font('bold').fontSize(15).text(title, { width, align: 'center' });
    doc.moveDown(0.6);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#444444')
      .text(
        `${DEMO_DOCUMENT_MARK}: избранные положения, изложенные своими словами. Числовые значения приведены для примера.`,
        {
          width,
          align: 'center',
        },
      );
    doc.moveDown(1.5).fillColor('#000000');
    for (const section of documentSections(document)) {
      doc.font('bold').fontSize(11).text(section.heading, { width });
      doc.moveDown(0.4);
      for (const paragraph of section.paragraphs) {
        doc.font('regular').fontSize(10).text(paragraph, { width, indent: 20, lineGap: 1.5 });
        doc.moveDown(0.5);
      }
      doc.moveDown(0.5);
    }
    return mark;
  });
}

/** The name of a document's file, in the file store and among the drawn files beside this module. */
export function demoDocumentFileName(document: DemoDocument): string {
  const path = documentFilePath(document);
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Drawn ahead by `npm run render:demo-documents` (drawing them took seconds of every demo start). */
const DRAWN = new URL('demo-documents/', import.meta.url);

/** A document's drawn PDF, as committed beside this module. */
export async function drawnDemoDocument(document: DemoDocument): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(demoDocumentFileName(document), DRAWN)));
}

/**
 * Stores the documents' files: those missing, and those still holding the English one-liner of
 * earlier versions (so an installation seeded before gets the Russian extracts on its next start).
 * Returns how many were written.
 */
export async function storeDemoDocuments(files: FileStore): Promise<number> {
  let written = 0;
  for (const document of DEMO_DOCUMENTS) {
    const name = demoDocumentFileName(document);
    const stored = await files.get('documents', name);
    if (stored && !(await isOldStub(stored))) continue;
    // The one exception to "a stored file never changes": the demo's English placeholders (ADR 0060).
    if (stored) await files.remove('documents', name);
    await files.put('documents', name, await drawnDemoDocument(document));
    written += 1;
  }
  return written;
}

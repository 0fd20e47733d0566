import type { CategoryGridItem, GalleryImage } from '../../shared/ui';

/*
 * Demonstration data of the UI kit. The pictures are inline SVG drawings, so the page works
 * without the API and without uploaded files.
 */

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f5f7"/>${body}</svg>`,
  )}`;

const wheelset = svg(
  800,
  600,
  '<rect x="150" y="285" width="500" height="30" rx="6" fill="#68717d"/>' +
    '<g fill="#e1eaf5" stroke="#17427a" stroke-width="22"><circle cx="180" cy="300" r="150"/><circle cx="620" cy="300" r="150"/></g>' +
    '<g fill="#17427a"><circle cx="180" cy="300" r="34"/><circle cx="620" cy="300" r="34"/></g>',
);

const sideFrame = svg(
  900,
  500,
  '<path d="M60 170h780l-60 170H120z" fill="#c2c7ce" stroke="#3d444e" stroke-width="14" stroke-linejoin="round"/>' +
    '<rect x="330" y="210" width="240" height="90" rx="10" fill="#f4f5f7" stroke="#3d444e" stroke-width="10"/>' +
    '<g fill="#3d444e"><rect x="120" y="130" width="90" height="40"/><rect x="690" y="130" width="90" height="40"/></g>',
);

const coupler = svg(
  600,
  600,
  '<rect x="80" y="250" width="300" height="100" rx="14" fill="#8e96a1" stroke="#2b3038" stroke-width="10"/>' +
    '<path d="M380 200h90a60 60 0 0 1 60 60v80a60 60 0 0 1-60 60h-90z" fill="#535c68" stroke="#2b3038" stroke-width="10"/>' +
    '<circle cx="455" cy="300" r="26" fill="#f2a20c"/>',
);

const axleBox = svg(
  600,
  450,
  '<rect x="120" y="90" width="360" height="270" rx="24" fill="#d9dde2" stroke="#1d5496" stroke-width="14"/>' +
    '<circle cx="300" cy="225" r="78" fill="#f4f5f7" stroke="#1d5496" stroke-width="14"/>' +
    '<circle cx="300" cy="225" r="22" fill="#1d5496"/>',
);

export const SAMPLE_GALLERY: GalleryImage[] = [
  { url: wheelset, alt: 'Колёсная пара РУ1Ш-957-Г, общий вид' },
  { url: sideFrame, alt: 'Рама боковая 100.00.002-4, вид сбоку' },
  { url: coupler, alt: 'Автосцепка СА-3, корпус' },
  { url: axleBox, alt: 'Корпус буксы, торцевой вид' },
];

export const SAMPLE_CATEGORIES: CategoryGridItem[] = [
  { id: 1, name: 'Колёсные пары', href: '/catalog/kolesnye-pary', image: wheelset },
  { id: 2, name: 'Боковые рамы и надрессорные балки', href: '/catalog/bokovye-ramy', image: sideFrame },
  { id: 3, name: 'Автосцепное устройство', href: '/catalog/avtoscepnoe-ustrojstvo', image: coupler },
  { id: 4, name: 'Буксовые узлы', href: '/catalog/buksovye-uzly', image: axleBox },
  { id: 5, name: 'Тормозное оборудование', href: '/catalog/tormoznoe-oborudovanie' },
  { id: 6, name: 'Поглощающие аппараты', href: '/catalog/pogloshhayushhie-apparaty' },
  { id: 7, name: 'Пружины рессорного подвешивания', href: '/catalog/pruzhiny' },
  { id: 8, name: 'Кузовные детали и крепёж', href: '/catalog/kuzov' },
  { id: 9, name: 'Фрикционные клинья', href: '/catalog/friktsionnye-klinya' },
  { id: 10, name: 'Прочее', href: '/catalog/prochee' },
];

export const SAMPLE_NEWS_HTML =
  '<h2>Новые поставки колёсных пар</h2><p>С&nbsp;1&nbsp;марта на складах в&nbsp;Екатеринбурге и&nbsp;Новосибирске доступны колёсные пары <strong>РУ1Ш-957-Г</strong> с&nbsp;новыми и&nbsp;старогодными осями. Каждая пара проходит входной контроль и&nbsp;поставляется с&nbsp;паспортом формы ВУ-51.</p><p>Для оптовых заказчиков действуют специальные условия.</p>';

export const SAMPLE_PRICES: (number | string | null)[] = [
  48_500,
  1_234_567.5,
  '12500.00',
  99.99,
  0,
  null,
  'по запросу',
];

export const SAMPLE_DATES: { value: string | null; withTime?: boolean }[] = [
  { value: '2024-03-05' },
  { value: '2024-11-18T09:07:00+03:00', withTime: true },
  { value: 'не дата' },
  { value: null },
];

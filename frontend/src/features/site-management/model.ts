import type { ApiAnswer, ApiSchema } from '../../shared/api';

/** The admin's «Управление сайтом»: the news desk, the three pages and the site menu. */

/** A news item as the desk shows it, and a page of them (docs/openapi.yaml `AdminNews`, `AdminNewsPage`). */
export type AdminNews = ApiSchema<'AdminNews'>;
export type AdminNewsPage = ApiSchema<'AdminNewsPage'>;
export type NewsStatus = AdminNews['status'];

/** What the editor writes about an item. */
export type NewsDraft = Pick<AdminNews, 'title' | 'content' | 'image'>;

export type NewsFilter = '' | NewsStatus;
export const NEWS_DESK_PAGE_SIZE = 10;

/** One stored version of a page (GET /api/admin/pages/{slug}/history), its content as `C`. */
export type PageVersion<C> = Omit<
  ApiAnswer<'/api/admin/pages/{slug}/history', 'get'>['versions'][number],
  'content'
> & { content: C };

export type PageSlug = 'home' | 'guide' | 'contacts';

/** The badge of a news item: draft, scheduled (published, date ahead) or published. */
export type NewsBadge = 'draft' | 'scheduled' | 'published';
export const newsBadge = (item: Pick<AdminNews, 'status' | 'scheduled'>): NewsBadge =>
  item.status === 'draft' ? 'draft' : item.scheduled ? 'scheduled' : 'published';

/** `<input type="datetime-local">` speaks local time without a zone: to and from ISO. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const SITE_TEXT = {
  tabsLabel: 'Разделы управления сайтом',
  tabs: { news: 'Новости', home: 'Главная', guide: 'Руководство', contacts: 'Контакты', navigation: 'Меню' },
  news: {
    create: 'Новая новость',
    filter: 'Статус',
    all: 'Все',
    columns: {
      title: 'Заголовок',
      status: 'Статус',
      date: 'Дата публикации',
      updated: 'Изменена',
      actions: 'Действия',
    },
    badges: { draft: 'Черновик', scheduled: 'Запланирована', published: 'Опубликована' } satisfies Record<
      NewsBadge,
      string
    >,
    loading: 'Загрузка новостей...',
    empty: 'Новостей пока нет',
    emptyHint: 'Напишите первую новость: она появится на странице «Новости» после публикации.',
    loadError: 'Не удалось загрузить новости',
    edit: 'Изменить',
    open: 'Открыть на сайте',
    publish: 'Опубликовать',
    unpublish: 'Снять с публикации',
    remove: 'Удалить',
    confirmRemove: (title: string) => `Удалить новость «${title}»? Она исчезнет с сайта.`,
    removed: 'Новость удалена',
    published: 'Новость опубликована',
    unpublished: 'Новость снята с публикации',
    noDate: '—',
  },
  editor: {
    createTitle: 'Новая новость',
    editTitle: 'Изменение новости',
    title: 'Заголовок',
    image: 'Обложка',
    imageHint: 'PNG, JPEG или WebP до 5 МБ',
    uploadImage: 'Загрузить обложку',
    removeImage: 'Убрать обложку',
    uploading: 'Загрузка...',
    content: 'Текст',
    preview: 'Предпросмотр',
    edit: 'Редактор',
    when: 'Публикация',
    now: 'Опубликовать сейчас',
    schedule: 'Запланировать на',
    draftOnly: 'Сохранить как черновик',
    save: 'Сохранить',
    saving: 'Сохранение...',
    cancel: 'Отмена',
    saved: 'Новость сохранена',
    titleRequired: 'Введите заголовок',
    contentRequired: 'Введите текст новости',
    dateRequired: 'Укажите дату и время публикации',
    unsaved: 'Есть несохранённые изменения. Закрыть без сохранения?',
  },
  toolbar: {
    label: 'Форматирование',
    bold: 'Жирный',
    italic: 'Курсив',
    strike: 'Зачёркнутый',
    h2: 'Заголовок 2',
    h3: 'Заголовок 3',
    bullet: 'Маркированный список',
    ordered: 'Нумерованный список',
    quote: 'Цитата',
    link: 'Ссылка',
    linkPrompt: 'Адрес ссылки (https://… или /catalog)',
    image: 'Изображение',
    undo: 'Отменить',
    redo: 'Повторить',
  },
  pages: {
    save: 'Сохранить',
    saving: 'Сохранение...',
    saved: 'Страница сохранена',
    loadError: 'Не удалось загрузить страницу',
    loading: 'Загрузка страницы...',
    history: 'История изменений',
    historyEmpty: 'Страница ещё не менялась',
    restore: 'Восстановить',
    restored: (version: number) => `Восстановлена версия ${version}`,
    version: (version: number) => `Версия ${version}`,
    current: 'текущая',
    system: 'Система',
    unknownAuthor: 'Администратор',
    bannerTitle: 'Заголовок баннера',
    bannerDescription: 'Описание баннера',
    advantage: (n: number) => `Преимущество ${n}`,
    advantageTitle: 'Заголовок',
    advantageDescription: 'Описание',
    pageTitle: 'Заголовок страницы',
    pageDescription: 'Описание',
    sections: 'Разделы',
    section: (n: number) => `Раздел ${n}`,
    sectionTitle: 'Заголовок раздела',
    sectionContent: 'Содержание раздела',
    addSection: 'Добавить раздел',
    removeSection: 'Удалить раздел',
    moveUp: 'Выше',
    moveDown: 'Ниже',
    contacts: 'Контакты',
    contactType: 'Тип',
    contactValue: 'Значение',
    addContact: 'Добавить контакт',
    removeContact: 'Удалить контакт',
    map: 'Координаты карты',
    lat: 'Широта',
    lng: 'Долгота',
    required: 'Заполните поле',
  },
  navigation: {
    loading: 'Загрузка меню...',
    loadError: 'Не удалось загрузить меню',
    empty: 'В меню нет пунктов',
    text: 'Текст',
    link: 'Ссылка',
    type: 'Тип',
    types: { page: 'Страница сайта', link: 'Внешняя ссылка' } as Record<string, string>,
    active: 'Показывать',
    add: 'Добавить пункт',
    save: 'Сохранить',
    remove: 'Удалить',
    confirmRemove: (text: string) => `Удалить пункт меню «${text}»?`,
    moveUp: 'Переместить выше',
    moveDown: 'Переместить ниже',
    dragHint: 'Перетащите пункт за ручку или используйте кнопки со стрелками',
    reordered: 'Порядок меню сохранён',
    saved: 'Пункт меню сохранён',
    added: 'Пункт меню добавлен',
    removed: 'Пункт меню удалён',
    handle: (text: string) => `Перетащить «${text}»`,
    shown: 'Показан',
    hidden: 'Скрыт',
  },
} as const;

/** The services list's words (spec, section 2 "Services list"). */
export const SERVICES_TEXT = {
  title: 'Услуги',
  search: 'Поиск услуг',
  searchPlaceholder: 'Поиск по названию и описанию услуги',
  filters: 'Фильтры',
  apply: 'Применить фильтры',
  reset: 'Сбросить',
  sheetApply: 'Применить',
  sort: 'Сортировка',
  loading: 'Загрузка услуг...',
  empty: 'Услуги не найдены',
  emptyHint: 'Измените условия поиска или сбросьте фильтры.',
  resetFilters: 'Сбросить фильтры',
  error: 'Не удалось загрузить услуги. Пожалуйста, попробуйте позже.',
  retry: 'Повторить',
  categoryNotFound: 'Категория не найдена',
  list: 'Список услуг',
} as const;

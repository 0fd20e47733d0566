/** Название площадки, как его видит пользователь. */
export const SITE_NAME = 'ВагонЗапчасть';

/** Заголовок документа по умолчанию: название сайта прописными буквами (спецификация, раздел 2). */
export const DEFAULT_DOCUMENT_TITLE = SITE_NAME.toLocaleUpperCase('ru-RU');

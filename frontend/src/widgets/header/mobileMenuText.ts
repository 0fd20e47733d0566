export const MOBILE_MENU_TEXT = {
  open: 'Открыть меню',
  close: 'Закрыть меню',
  title: 'Меню',
} as const;

export { Header } from './Header';
export { HEADER_TEXT } from './parts';
export { MOBILE_MENU_TEXT } from './MobileMenu';

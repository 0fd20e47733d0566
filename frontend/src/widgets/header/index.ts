export { Header } from './Header';
export { HEADER_TEXT } from './parts';
export { MOBILE_MENU_TEXT } from './MobileMenu';
export { NavigationLink } from './parts';
export { useShellMenus, type MenuEntry } from './menus';

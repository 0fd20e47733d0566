export { ProfileMenu, PROFILE_MENU_TEXT } from './ProfileMenu';

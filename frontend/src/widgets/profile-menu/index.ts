export { ProfileMenu, PROFILE_MENU_TEXT } from './ProfileMenu';
export { CabinetLayout } from './CabinetLayout';
export { CabinetSkeleton, CABINET_LOADING } from './CabinetSkeleton';

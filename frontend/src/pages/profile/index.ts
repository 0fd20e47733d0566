export { CompanyRoute, ProfileRoute } from './ProfileRoute';
export { CABINET_SCREEN_TEXT } from './CabinetScreen';

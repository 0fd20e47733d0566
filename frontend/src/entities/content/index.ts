export { contentKeys } from './api/keys';
export { navigationQueryOptions, useNavigation } from './api/getNavigation';
export { pageQueryOptions, usePage } from './api/getPage';
export { serviceCategoriesQueryOptions, useServiceCategories } from './api/listServiceCategories';
export { contactValue, isInternalLink, servicesPath } from './model';
export type {
  ContactType,
  ContactsPage,
  GuidePage,
  HomePage,
  NavigationItem,
  ServiceCategory,
} from './model';
export { useShellMenus, type MenuEntry } from './menus';
export { NavigationLink } from './NavigationLink';
export { HtmlContent } from './HtmlContent';
export type { HtmlContentProps } from './HtmlContent';

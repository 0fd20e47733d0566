export {
  contentKeys,
  navigationQueryOptions,
  pageQueryOptions,
  serviceCategoriesQueryOptions,
  useNavigation,
  usePage,
  useServiceCategories,
} from './api';
export { contactValue, isInternalLink, servicesPath } from './model';
export type { ContactType, ContactsPage, GuidePage, HomePage, NavigationItem, ServiceCategory } from './model';
export { useShellMenus, type MenuEntry } from './menus';
export { NavigationLink } from './NavigationLink';
export { HtmlContent } from './HtmlContent';
export type { HtmlContentProps } from './HtmlContent';

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
export { HtmlContent } from './HtmlContent';
export type { HtmlContentProps } from './HtmlContent';

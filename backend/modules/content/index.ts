export {
  navigationEvents,
  pageEvents,
  serviceCategoryEvents,
  pageOf,
  isPageSlug,
  PAGE_SLUGS,
  CONTACT_TYPES,
  NAVIGATION_ITEM_TYPES,
  type NavigationEvent,
  type PageEvent,
  type ServiceCategoryEvent,
  type Page,
  type PageSlug,
  type HomePageContent,
  type GuidePageContent,
  type ContactsPageContent,
  type NavigationItemType,
  type ContactType,
  NAVIGATION_STREAM,
  SERVICE_CATEGORY_TREE_STREAM,
  pageStream,
} from './events.ts';
export {
  navigationDecider,
  MESSAGES as NAVIGATION_MESSAGES,
  type NavigationCommand,
  type NavigationMenu,
  type NavigationItem,
} from './navigation-decider.ts';
export { pageDecider, MESSAGES as PAGE_MESSAGES, type PageCommand, type PageState } from './page-decider.ts';
export {
  serviceCategoryDecider,
  MESSAGES as SERVICE_CATEGORY_MESSAGES,
  type ServiceCategoryCommand,
  type ServiceCategoryTree,
  type ServiceCategoryNode,
} from './service-category-decider.ts';
export {
  ContentCommands,
  NavigationCommands,
  PageCommands,
  ServiceCategoryCommands,
  type ServiceCounter,
  type NavigationItemInput,
  type CreateServiceCategoryInput,
} from './commands.ts';
export { ContentQueries } from './queries.ts';
export {
  NAVIGATION_PROJECTION,
  PAGES_PROJECTION,
  SERVICE_CATEGORIES_PROJECTION,
  navigationMenu,
  pageDto,
  flattenServiceCategories,
  type NavigationItemDoc,
  type NavigationItemDto,
  type PageDoc,
  type PageDto,
  type ContactsPageDto,
  type ServiceCategoryDoc,
  type ServiceCategoryDto,
} from './view.ts';
export { navigationAudit, pageAudit, serviceCategoryAudit } from './audit.ts';

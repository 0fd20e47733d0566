export {
  type Page,
  type HomePageContent,
  type GuidePageContent,
  type ContactsPageContent,
} from './events.ts';
export { MESSAGES as NAVIGATION_MESSAGES } from './navigation-decider.ts';
export { MESSAGES as PAGE_MESSAGES } from './page-decider.ts';
export { ContentCommands, type NavigationItemInput } from './commands.ts';
export { ContentQueries } from './queries.ts';

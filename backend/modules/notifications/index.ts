export { NotificationCommands } from './commands.ts';
export { NotificationQueries, NOTIFICATION_MESSAGES } from './queries.ts';
export { emailCopies } from './email-copies.ts';

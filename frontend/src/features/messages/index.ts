export { MessagesSection, MESSAGES_TEXT } from './MessagesSection';

export { ConversationThread, MessagesSection, MESSAGES_TEXT } from './MessagesSection';

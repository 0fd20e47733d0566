export { MESSAGES as CONVERSATION_MESSAGES } from './decider.ts';
export { ConversationCommands, type PostedHook, type Subjects } from './commands.ts';
export { ConversationQueries } from './queries.ts';

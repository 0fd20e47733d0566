/** Query keys of the conversations: every endpoint's key starts with `conversations`. */
export const messageKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  thread: (key: string) => ['conversations', 'thread', key] as const,
};

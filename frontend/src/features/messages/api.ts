// GET /api/conversations, GET /api/conversations/{key}, POST …/messages, PUT …/read (ADR 0030).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../entities/notification';
import { apiGet, apiRequest } from '../../shared/api';

/** A file uploaded through the site and sent with a message. */
export interface Attachment {
  url: string;
  name: string;
}

export interface ChatMessage {
  id: number;
  authorId: number;
  authorRole: string | null;
  authorName?: string | null;
  text: string;
  at: string;
  attachments?: Attachment[];
}

export interface Conversation {
  id: string;
  subject: { kind: 'order' | 'serviceRequest' | 'feedback'; id: number; label: string };
  parties: Array<{ id: number; name: string | null }>;
  lastMessage: ChatMessage | null;
  unreadCount: number;
  lastMessageAt: string | null;
}

export interface Thread extends Conversation {
  messages: ChatMessage[];
}

export const messageKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  thread: (key: string) => ['conversations', 'thread', key] as const,
};

export function useConversations() {
  return useQuery({
    queryKey: messageKeys.list,
    queryFn: ({ signal }) =>
      apiGet<{ conversations: Conversation[]; unreadCount: number }>('api/conversations', { signal }),
  });
}

export function useThread(key: string | null) {
  return useQuery({
    queryKey: messageKeys.thread(key ?? ''),
    queryFn: ({ signal }) => apiGet<Thread>(`api/conversations/${key}`, { signal }),
    enabled: key !== null,
  });
}

export function usePostMessage(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { text: string; attachments: Attachment[] }) =>
      apiRequest<Thread>(`api/conversations/${key}/messages`, {
        method: 'POST',
        body: message,
        notify: 'never',
      }),
    onSuccess: (thread) => queryClient.setQueryData(messageKeys.thread(key), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.list }),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest(`api/conversations/${key}/read`, { method: 'PUT', notify: 'never' }),
    // Reading a conversation reads the notices of its messages too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.list }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

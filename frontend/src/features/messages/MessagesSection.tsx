import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessage } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import { onRealtime } from '../../shared/realtime';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage } from '../../shared/ui';
import styles from '../../shared/ui/Workspace.module.css';
import { messageKeys, useConversations, useMarkRead, usePostMessage, useThread, type Conversation } from './api';
import layout from './Messages.module.css';

export const MESSAGES_TEXT = {
  empty: 'Переписок пока нет',
  emptyHint: 'Напишите продавцу или покупателю из карточки заказа или заявки на услугу — переписка появится здесь.',
  choose: 'Выберите переписку слева',
  loadError: 'Не удалось загрузить сообщения',
  retry: 'Повторить',
  placeholder: 'Сообщение… (Enter — отправить, Shift+Enter — новая строка)',
  send: 'Отправить',
  noMessages: 'Сообщений ещё нет — начните переписку',
  you: 'Вы',
} as const;
const T = MESSAGES_TEXT;

function otherParty(conversation: Conversation, me: number): string {
  const others = conversation.parties.filter((party) => party.id !== me);
  return others.map((party) => party.name ?? `№ ${party.id}`).join(', ') || '—';
}

function ThreadView({ conversationKey }: { conversationKey: string }) {
  const { user } = useSession();
  const me = Number(user?.id);
  const thread = useThread(conversationKey);
  const post = usePostMessage(conversationKey);
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.messages.length ?? 0;
  const unread = thread.data?.unreadCount ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unread > 0) markAsRead(conversationKey);
  }, [conversationKey, unread, markAsRead]);

  const send = async () => {
    if (!text.trim() || post.isPending) return;
    try {
      await post.mutateAsync(text);
      setText('');
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Сообщение не отправлено');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter or Ctrl+Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  if (thread.isPending) return <Skeleton height={240} />;
  if (thread.isError) {
    return <StateMessage kind="error" title={T.loadError} description={thread.error.message} action={<Button onClick={() => void thread.refetch()}>{T.retry}</Button>} />;
  }
  return (
    <section className={layout.thread} aria-label={thread.data.subject.label}>
      <header className={layout.threadHeader}>
        <strong>{thread.data.subject.label}</strong>
        <span className={styles.muted}>{otherParty(thread.data, me)}</span>
      </header>
      <ol className={layout.messages} aria-label="Сообщения">
        {thread.data.messages.length === 0 && <li className={styles.muted}>{T.noMessages}</li>}
        {thread.data.messages.map((message) => (
          <li key={message.id} className={layout.message} data-mine={message.authorId === me || undefined}>
            <span className={styles.muted}>
              {message.authorId === me ? T.you : (message.authorName ?? `№ ${message.authorId}`)} ·{' '}
              <time dateTime={message.at}>{formatDate(message.at, { withTime: true })}</time>
            </span>
            <p className={layout.text}>{message.text}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <div className={layout.composer}>
        <textarea
          className={styles.textarea}
          rows={2}
          maxLength={4000}
          aria-label="Текст сообщения"
          placeholder={T.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="primary" disabled={!text.trim() || post.isPending} onClick={() => void send()}>
          <Send size={14} aria-hidden="true" /> {T.send}
        </Button>
      </div>
    </section>
  );
}

/** 'Сообщения' (every role): conversations with unread counts beside the open thread; live. */
export function MessagesSection() {
  const { user } = useSession();
  const me = Number(user?.id);
  const conversations = useConversations();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const open = params.get('c');
  useEffect(
    () => onRealtime('new_message', () => void queryClient.invalidateQueries({ queryKey: messageKeys.all })),
    [queryClient],
  );
  const choose = (key: string) => setParams({ c: key }, { replace: true });

  if (conversations.isPending) return <Skeleton height={240} />;
  if (conversations.isError) {
    return <StateMessage kind="error" title={T.loadError} description={conversations.error.message} action={<Button onClick={() => void conversations.refetch()}>{T.retry}</Button>} />;
  }
  const list = conversations.data.conversations;
  if (list.length === 0 && !open) return <StateMessage kind="empty" title={T.empty} description={T.emptyHint} />;
  return (
    <div className={layout.split}>
      <ul className={layout.list} aria-label="Переписки">
        {list.map((conversation) => (
          <li key={conversation.id}>
            <button type="button" className={layout.item} aria-current={conversation.id === open ? 'true' : undefined} onClick={() => choose(conversation.id)}>
              <span className={layout.itemTop}>
                <strong>{conversation.subject.label}</strong>
                {conversation.unreadCount > 0 && (
                  <span className={styles.badge} data-tone="go" aria-label={`непрочитанных: ${conversation.unreadCount}`}>
                    {conversation.unreadCount}
                  </span>
                )}
              </span>
              <span className={styles.muted}>{otherParty(conversation, me)}</span>
              {conversation.lastMessage && <span className={layout.preview}>{conversation.lastMessage.text}</span>}
            </button>
          </li>
        ))}
      </ul>
      {open ? <ThreadView key={open} conversationKey={open} /> : <StateMessage kind="empty" title={T.choose} />}
    </div>
  );
}

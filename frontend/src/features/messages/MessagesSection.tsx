import { useQueryClient } from '@tanstack/react-query';
import { FileText, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  serverMessage,
  uploadDocument,
  uploadImage,
} from '../../shared/api';
import { formatDate } from '../../shared/lib';
import { onRealtime } from '../../shared/realtime';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage, workspaceStyles as styles, LoadError } from '../../shared/ui';
import { messageKeys } from './api/keys';
import { useConversations } from './api/listConversations';
import { useThread } from './api/getThread';
import { usePostMessage } from './api/postMessage';
import { useMarkRead } from './api/markRead';
import type { Attachment, Conversation } from './api/model';
import layout from './Messages.module.css';

/** As the server allows (ADR 0030). */
const ATTACHMENTS_MAX = 5;
const ACCEPT = [...IMAGE_TYPES, 'application/pdf'].join(',');

/** Uploads a picture or a PDF the way the site stores them; null when the file is not one of those. */
async function uploadAttachment(file: File): Promise<Attachment | null> {
  if ((IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= IMAGE_MAX_BYTES)
    return { url: await uploadImage(file), name: file.name };
  if (file.type === 'application/pdf' && file.size <= DOCUMENT_MAX_BYTES)
    return { url: await uploadDocument(file), name: file.name };
  return null;
}

function Attachments({ files }: { files: Attachment[] }) {
  return (
    <ul className={layout.attachments} aria-label={T.attachments}>
      {files.map((file) => (
        <li key={file.url}>
          {file.url.startsWith('/uploads/images/') ? (
            <a href={file.url} target="_blank" rel="noreferrer" className={layout.thumb}>
              <img src={file.url} alt={file.name} loading="lazy" width={96} height={72} />
            </a>
          ) : (
            <a href={file.url} target="_blank" rel="noreferrer" className={layout.file}>
              <FileText size={14} aria-hidden="true" /> {file.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

export const MESSAGES_TEXT = {
  empty: 'Переписок пока нет',
  emptyHint:
    'Напишите продавцу или покупателю из карточки заказа или заявки на услугу — переписка появится здесь.',
  choose: 'Выберите переписку слева',
  loadError: 'Не удалось загрузить сообщения',
  retry: 'Повторить',
  placeholder: 'Сообщение… (Enter — отправить, Shift+Enter — новая строка)',
  send: 'Отправить',
  noMessages: 'Сообщений ещё нет — начните переписку',
  you: 'Вы',
  attach: 'Прикрепить файл',
  attachHint: 'Изображение PNG, JPEG, WebP до 5 МБ или PDF до 20 МБ',
  uploading: 'Загрузка файла…',
  removeFile: (name: string) => `Убрать файл ${name}`,
  attachments: 'Вложения',
  tooMany: `Не больше ${ATTACHMENTS_MAX} вложений в одном сообщении`,
  badFile: (name: string) =>
    `Файл «${name}»: можно прикрепить изображение PNG, JPEG, WebP до 5 МБ или PDF до 20 МБ`,
  uploadFailed: (name: string) => `Файл «${name}» не загружен`,
} as const;
const T = MESSAGES_TEXT;

function otherParty(conversation: Conversation, me: number): string {
  const others = conversation.parties.filter((party) => party.id !== me);
  return others.map((party) => party.name ?? `№ ${party.id}`).join(', ') || '—';
}

/**
 * One conversation: its messages, live (a `new_message` of it refreshes it), and the composer. Also
 * shown inside a request for quotes as its thread with one supplier (ADR 0072).
 */
export function ConversationThread({ conversationKey }: { conversationKey: string }) {
  const { user } = useSession();
  const me = Number(user?.id);
  const thread = useThread(conversationKey);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime('new_message', (data) => {
        if ((data as { conversationId?: unknown } | null)?.conversationId === conversationKey)
          void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationKey) });
      }),
    [conversationKey, queryClient],
  );
  const post = usePostMessage(conversationKey);
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
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

  const ready = (text.trim() !== '' || files.length > 0) && !uploading && !post.isPending;
  const send = async () => {
    if (!ready) return;
    try {
      await post.mutateAsync({ text, attachments: files });
      setText('');
      setFiles([]);
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Сообщение не отправлено');
    }
  };
  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length + chosen.length > ATTACHMENTS_MAX) {
      toast.error(T.tooMany);
      return;
    }
    setUploading(true);
    try {
      for (const file of chosen) {
        try {
          const uploaded = await uploadAttachment(file);
          if (uploaded) setFiles((current) => [...current, uploaded]);
          else toast.error(T.badFile(file.name));
        } catch (error) {
          toast.error(serverMessage(error) ?? T.uploadFailed(file.name));
        }
      }
    } finally {
      setUploading(false);
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
    return <LoadError query={thread} title={T.loadError} retry={T.retry} />;
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
            {message.text && <p className={layout.text}>{message.text}</p>}
            {message.attachments && message.attachments.length > 0 && (
              <Attachments files={message.attachments} />
            )}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {files.length > 0 && (
        <ul className={layout.pending} aria-label={T.attachments}>
          {files.map((file) => (
            <li key={file.url} className={layout.chip}>
              <FileText size={14} aria-hidden="true" /> {file.name}
              <button
                type="button"
                aria-label={T.removeFile(file.name)}
                onClick={() => setFiles(files.filter((other) => other.url !== file.url))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={layout.composer}>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={T.attach}
          onChange={(e) => void attach(e)}
        />
        <Button
          aria-label={T.attach}
          title={T.attachHint}
          disabled={uploading || files.length >= ATTACHMENTS_MAX}
          aria-busy={uploading || undefined}
          onClick={() => picker.current?.click()}
        >
          <Paperclip size={14} aria-hidden="true" />
          {uploading && <span className="visually-hidden">{T.uploading}</span>}
        </Button>
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
        <Button variant="primary" disabled={!ready} onClick={() => void send()}>
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
    return <LoadError query={conversations} title={T.loadError} retry={T.retry} />;
  }
  const list = conversations.data.conversations;
  if (list.length === 0 && !open)
    return <StateMessage kind="empty" title={T.empty} description={T.emptyHint} />;
  return (
    <div className={layout.split}>
      <ul className={layout.list} aria-label="Переписки">
        {list.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className={layout.item}
              aria-current={conversation.id === open ? 'true' : undefined}
              onClick={() => choose(conversation.id)}
            >
              <span className={layout.itemTop}>
                <strong>{conversation.subject.label}</strong>
                {conversation.unreadCount > 0 && (
                  <span
                    className={styles.badge}
                    data-tone="go"
                    aria-label={`непрочитанных: ${conversation.unreadCount}`}
                  >
                    {conversation.unreadCount}
                  </span>
                )}
              </span>
              <span className={styles.muted}>{otherParty(conversation, me)}</span>
              {conversation.lastMessage && (
                <span className={layout.preview}>{conversation.lastMessage.text}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <ConversationThread key={open} conversationKey={open} />
      ) : (
        <StateMessage kind="empty" title={T.choose} />
      )}
    </div>
  );
}

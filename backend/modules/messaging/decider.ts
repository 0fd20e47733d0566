import { DomainError, badRequest, deciderOf } from '../../kit/write/index.ts';
import type { ConversationEvent, ConversationSubject, MessageAttachment } from './events.ts';

export const TEXT_MAX = 4000;
export const ATTACHMENTS_MAX = 5;
/** What the upload endpoints answer: a picture or a PDF under a random name. */
const UPLOADED = /^\/uploads\/(images\/[a-f0-9]{32}\.(png|jpg|webp)|documents\/[a-f0-9]{32}\.pdf)$/;

export const MESSAGES = {
  notFound: 'Переписка не найдена',
  partiesOnly: 'Писать в переписку могут только её участники',
  textRequired: 'Введите текст сообщения',
  textTooLong: `Сообщение не длиннее ${TEXT_MAX} символов`,
  unknownSubject: 'Можно писать только по своему заказу или заявке на услугу',
  attachmentsTooMany: `Не больше ${ATTACHMENTS_MAX} вложений в одном сообщении`,
  attachmentForeign: 'Вложение должно быть файлом, загруженным на сайт: изображение PNG, JPEG, WebP или PDF',
  attachmentName: 'У вложения должно быть имя файла не длиннее 200 символов',
} as const;

export interface ConversationActor {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

export interface ConversationState {
  readonly lastMessageId: number;
}

export type ConversationCommand =
  | {
      readonly kind: 'post';
      readonly conversationId: string;
      readonly subject: ConversationSubject;
      /** The thing's parties as its own stream says (the command service reads it). */
      readonly parties: readonly number[];
      readonly actor: ConversationActor;
      readonly text: string;
      readonly attachments?: readonly MessageAttachment[];
    }
  | {
      readonly kind: 'read';
      readonly conversationId: string;
      readonly parties: readonly number[];
      readonly actor: ConversationActor;
    };

/** Plain text, trimmed, control characters out (the SPA shows it as text, never as HTML). */
export function cleanText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/\r\n?/g, '\n')
    .trim();
}

/** Files of our own uploads only, with a clean name the thread can show. */
function checkAttachments(given: readonly MessageAttachment[]): MessageAttachment[] {
  if (given.length > ATTACHMENTS_MAX)
    throw badRequest(MESSAGES.attachmentsTooMany, { attachments: MESSAGES.attachmentsTooMany });
  return given.map((attachment) => {
    if (!UPLOADED.test(attachment.url))
      throw badRequest(MESSAGES.attachmentForeign, { attachments: MESSAGES.attachmentForeign });
    const name = cleanText(attachment.name).replace(/\n/g, ' ');
    if (name === '' || name.length > 200)
      throw badRequest(MESSAGES.attachmentName, { attachments: MESSAGES.attachmentName });
    return { url: attachment.url, name };
  });
}

function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  const { actor } = command;
  const party = command.parties.includes(actor.userId);
  // Admins read and may join every conversation; anyone else only their own.
  if (!party && actor.role !== 'admin') throw new DomainError(403, 'forbidden', MESSAGES.partiesOnly);
  if (command.kind === 'read') {
    if (state.lastMessageId === 0) return [];
    return [
      {
        type: 'ConversationRead',
        data: { conversationId: command.conversationId, userId: actor.userId, upTo: state.lastMessageId },
      },
    ];
  }
  const text = cleanText(command.text);
  const attachments = checkAttachments(command.attachments ?? []);
  if (text === '' && attachments.length === 0)
    throw badRequest(MESSAGES.textRequired, { text: MESSAGES.textRequired });
  if (text.length > TEXT_MAX) throw badRequest(MESSAGES.textTooLong, { text: MESSAGES.textTooLong });
  return [
    {
      type: 'MessagePosted',
      data: {
        conversationId: command.conversationId,
        subject: command.subject,
        parties: [...command.parties],
        messageId: state.lastMessageId + 1,
        authorId: actor.userId,
        text,
        ...(attachments.length > 0 ? { attachments } : {}),
      },
    },
  ];
}

function evolve(state: ConversationState, event: ConversationEvent): ConversationState {
  return event.type === 'MessagePosted' ? { lastMessageId: event.data.messageId } : state;
}

export const conversationDecider = deciderOf({ lastMessageId: 0 }, evolve, decide);

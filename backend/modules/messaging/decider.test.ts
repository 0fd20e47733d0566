import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import {
  ATTACHMENTS_MAX,
  MESSAGES,
  TEXT_MAX,
  conversationDecider,
  type ConversationActor,
  type ConversationCommand,
} from './decider.ts';
import { conversationEvents, type ConversationEvent, type MessageAttachment } from './events.ts';

const spec = DeciderSpecification.for(conversationDecider, conversationEvents);

const buyer: ConversationActor = { userId: 9, role: 'buyer' };
const seller: ConversationActor = { userId: 7, role: 'supplier' };
const stranger: ConversationActor = { userId: 8, role: 'supplier' };
const admin: ConversationActor = { userId: 1, role: 'admin' };
const subject = { kind: 'order' as const, id: 42, label: 'Заявка № 42' };
const parties = [9, 7];
const image = '/uploads/images/0123456789abcdef0123456789abcdef.png';

const post = (
  actor: ConversationActor,
  text: string,
  attachments?: readonly MessageAttachment[],
): ConversationCommand => ({
  kind: 'post',
  conversationId: 'order-42',
  subject,
  parties,
  actor,
  text,
  ...(attachments ? { attachments } : {}),
});
const read = (actor: ConversationActor): ConversationCommand => ({
  kind: 'read',
  conversationId: 'order-42',
  parties,
  actor,
});
const posted = (messageId: number, authorId: number, text: string): ConversationEvent => ({
  type: 'MessagePosted',
  data: { conversationId: 'order-42', subject, parties, messageId, authorId, text },
});

describe('a conversation (the messaging decider)', () => {
  it('numbers messages within the conversation and keeps the text as plain, trimmed text', () => {
    spec
      .given()
      .when(post(buyer, '  Когда отгрузка?\r\n'))
      .then([posted(1, 9, 'Когда отгрузка?')]);
    spec
      .given(posted(1, 9, 'Когда отгрузка?'))
      .when(post(seller, 'В пятницу\u0007'))
      .then([posted(2, 7, 'В пятницу')]);
  });

  it('lets only its parties write, and an admin join any conversation', () => {
    spec
      .given()
      .when(post(stranger, 'Можно мне?'))
      .thenRefused({ status: 403, message: MESSAGES.partiesOnly });
    spec.given().when(read(stranger)).thenRefused({ status: 403, message: MESSAGES.partiesOnly });
    spec
      .given(posted(1, 9, 'Вопрос'))
      .when(post(admin, 'Отвечает поддержка'))
      .then([posted(2, 1, 'Отвечает поддержка')]);
  });

  it('refuses an empty message, one too long, too many files and files that are not our uploads', () => {
    spec
      .given()
      .when(post(buyer, '   '))
      .thenRefused({ status: 400, message: MESSAGES.textRequired, fields: { text: MESSAGES.textRequired } });
    spec
      .given()
      .when(post(buyer, 'я'.repeat(TEXT_MAX + 1)))
      .thenRefused({ status: 400, message: MESSAGES.textTooLong });
    const many = Array.from({ length: ATTACHMENTS_MAX + 1 }, () => ({ url: image, name: 'фото.png' }));
    spec
      .given()
      .when(post(buyer, 'Фото', many))
      .thenRefused({ status: 400, message: MESSAGES.attachmentsTooMany });
    spec
      .given()
      .when(post(buyer, 'Фото', [{ url: 'https://evil.example/x.png', name: 'x.png' }]))
      .thenRefused({ status: 400, message: MESSAGES.attachmentForeign });
    spec
      .given()
      .when(post(buyer, 'Фото', [{ url: image, name: '  ' }]))
      .thenRefused({ status: 400, message: MESSAGES.attachmentName });
  });

  it('sends files alone or with text, their names on one line', () => {
    spec
      .given()
      .when(post(buyer, '', [{ url: image, name: 'рама\nфото.png' }]))
      .then([
        {
          type: 'MessagePosted',
          data: {
            conversationId: 'order-42',
            subject,
            parties,
            messageId: 1,
            authorId: 9,
            text: '',
            attachments: [{ url: image, name: 'рама фото.png' }],
          },
        },
      ]);
  });

  it('marks a conversation read up to its last message; nothing to mark in an empty one', () => {
    spec.given().when(read(buyer)).then([]);
    spec
      .given(posted(1, 9, 'Вопрос'), posted(2, 7, 'Ответ'))
      .when(read(buyer))
      .then([{ type: 'ConversationRead', data: { conversationId: 'order-42', userId: 9, upTo: 2 } }]);
  });
});

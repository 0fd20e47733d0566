import { describe, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { conversationsProjection } from './conversations.ts';

const subject = { kind: 'order' as const, id: 5, label: 'Заявка З-000005: Рама боковая' };
const at = (minute: number, userId: number, role: string) => ({
  at: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  userId: String(userId),
  role,
});

describe('conversations projection', () => {
  it('keeps the messages in order and how far each party read; the author has read their own', async () => {
    await ProjectionSpecification.for(conversationsProjection)
      .given(
        {
          type: 'MessagePosted',
          data: {
            conversationId: 'order-5',
            subject,
            parties: [10, 20],
            messageId: 1,
            authorId: 10,
            text: 'Есть ли сертификат?',
          },
          metadata: at(1, 10, 'buyer'),
        },
        {
          type: 'MessagePosted',
          data: {
            conversationId: 'order-5',
            subject,
            parties: [10, 20],
            messageId: 2,
            authorId: 20,
            text: 'Да, приложу к отгрузке',
          },
          metadata: at(2, 20, 'supplier'),
        },
        {
          type: 'ConversationRead',
          data: { conversationId: 'order-5', userId: 10, upTo: 2 },
          metadata: at(3, 10, 'buyer'),
        },
      )
      .then([
        {
          _id: 'order-5',
          id: 'order-5',
          subject,
          parties: [10, 20],
          messages: [
            {
              id: 1,
              authorId: 10,
              authorRole: 'buyer',
              text: 'Есть ли сертификат?',
              at: at(1, 10, 'buyer').at,
            },
            {
              id: 2,
              authorId: 20,
              authorRole: 'supplier',
              text: 'Да, приложу к отгрузке',
              at: at(2, 20, 'supplier').at,
            },
          ],
          readUpTo: { '10': 2, '20': 2 },
          lastMessageAt: at(2, 20, 'supplier').at,
        },
      ]);
  });
});

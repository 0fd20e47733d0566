import type { Mail } from '../../../infra/mail/index.ts';
import type { FeedbackSubmitted } from './events.ts';

/** An admin's answer to a site question, as the conversation about it holds it. */
export interface PostedAnswer {
  readonly id: number;
  readonly text: string;
  readonly attachments: ReadonlyArray<{ readonly name: string; readonly url: string }>;
}

/** The letter that brings an admin's answer to the asker: their question, the answer, links to the files. */
export function answerMail(
  question: FeedbackSubmitted & { email: string },
  answer: PostedAnswer,
  siteUrl: string,
): Mail {
  return {
    to: question.email,
    subject: `Ответ на ваш вопрос № ${answer.id} — ВагонЗапчасть`,
    text: [
      `Здравствуйте, ${question.name}!`,
      '',
      'Вы спрашивали:',
      question.message,
      '',
      'Ответ:',
      answer.text,
      ...(answer.attachments.length > 0
        ? ['', 'Вложения:', ...answer.attachments.map((file) => `${file.name}: ${siteUrl}${file.url}`)]
        : []),
    ].join('\n'),
  };
}

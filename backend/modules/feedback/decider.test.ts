import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../../src/write-kit/index.ts';
import type { FeedbackEvent } from './events.ts';
import { MESSAGES, feedbackDecider, isEmail, isPhone, type FeedbackCommand } from './decider.ts';

/** given events / when command / then events (or the refusal). */
function given(...events: FeedbackEvent[]) {
  const state = fold(feedbackDecider, events);
  return {
    when: (command: FeedbackCommand) => ({
      then: (expected: FeedbackEvent[]) => expect(feedbackDecider.decide(command, state)).toEqual(expected),
      refused: (status: number, message: string, fields?: Record<string, string>) => {
        let error: unknown;
        try {
          feedbackDecider.decide(command, state);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).status).toBe(status);
        expect((error as DomainError).message).toBe(message);
        if (fields) expect((error as DomainError).fields).toEqual(fields);
      },
    }),
  };
}

const question = {
  feedbackId: 7,
  name: 'Иван',
  phone: '+7 (900) 123-45-67',
  email: null,
  message: 'Есть ли в наличии корпус автосцепки СА-3?',
  source: 'home',
} as const;

const submit = (over: Partial<Extract<FeedbackCommand, { kind: 'submit' }>> = {}): FeedbackCommand => ({
  kind: 'submit',
  ...question,
  ...over,
});
const submitted: FeedbackEvent = { type: 'FeedbackSubmitted', data: question };
const processed: FeedbackEvent = { type: 'FeedbackProcessed', data: { feedbackId: 7, note: null } };

describe('feedback decider', () => {
  it('records a question from either form', () => {
    given().when(submit()).then([submitted]);
    const contacts = {
      name: 'Мария',
      phone: null,
      email: 'snab@zavod.ru',
      message: 'Хотим стать поставщиком',
      source: 'contacts' as const,
    };
    given()
      .when(submit(contacts))
      .then([{ type: 'FeedbackSubmitted', data: { feedbackId: 7, ...contacts } }]);
  });

  it('refuses a question without a way to answer it, on both contact fields', () => {
    given()
      .when(submit({ phone: null, email: null }))
      .refused(400, MESSAGES.contactRequired, {
        phone: MESSAGES.contactRequired,
        email: MESSAGES.contactRequired,
      });
  });

  it('refuses a blank name or question, a malformed phone or e-mail', () => {
    given()
      .when(submit({ name: '' }))
      .refused(400, MESSAGES.nameRequired, { name: MESSAGES.nameRequired });
    given()
      .when(submit({ name: 'И'.repeat(101) }))
      .refused(400, MESSAGES.nameRequired, { name: MESSAGES.nameRequired });
    given()
      .when(submit({ message: '' }))
      .refused(400, MESSAGES.messageRequired, { message: MESSAGES.messageRequired });
    given()
      .when(submit({ phone: '12-34' }))
      .refused(400, MESSAGES.badPhone, { phone: MESSAGES.badPhone });
    given()
      .when(submit({ phone: null, email: 'ivan@zavod' }))
      .refused(400, MESSAGES.badEmail, { email: MESSAGES.badEmail });
  });

  it('refuses to record the same question twice', () => {
    given(submitted).when(submit()).refused(409, MESSAGES.alreadySubmitted);
  });

  it('marks a new question processed, with the admin note or without one', () => {
    given(submitted)
      .when({ kind: 'process', feedbackId: 7, note: 'Перезвонили, выставили счёт' })
      .then([{ type: 'FeedbackProcessed', data: { feedbackId: 7, note: 'Перезвонили, выставили счёт' } }]);
    given(submitted).when({ kind: 'process', feedbackId: 7, note: null }).then([processed]);
  });

  it('answers 409 when the question is processed a second time', () => {
    given(submitted, processed)
      .when({ kind: 'process', feedbackId: 7, note: 'Ещё раз' })
      .refused(409, 'Обращение уже обработано');
  });

  it('answers 404 for a question that was never submitted', () => {
    given().when({ kind: 'process', feedbackId: 99, note: null }).refused(404, 'Обращение не найдено');
  });
});

describe('contact rules', () => {
  it('accepts phones of 6 to 20 digits written with spaces, +, - and parentheses', () => {
    for (const phone of ['+7 (495) 123-45-67', '8-900-123-45-67', '123456', '+1 234 567 890 123 456 789 0'])
      expect(isPhone(phone), phone).toBe(true);
    for (const phone of ['12345', '1'.repeat(21), '+7 900 123 45 67 доб. 5', '+7.900.1234567', ''])
      expect(isPhone(phone), phone).toBe(false);
  });

  it('accepts an address with an @ and a dot after it', () => {
    for (const email of ['ivan@zavod.ru', 'snab.otdel@vagon-zapchast.com'])
      expect(isEmail(email), email).toBe(true);
    for (const email of [
      'ivan@zavod',
      'ivan zavod@mail.ru',
      '@zavod.ru',
      'ivan@@zavod.ru',
      `${'a'.repeat(250)}@b.ru`,
    ])
      expect(isEmail(email), email).toBe(false);
  });
});

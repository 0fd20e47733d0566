import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { feedbackEvents, type FeedbackEvent } from './events.ts';
import { MESSAGES, feedbackDecider, isEmail, isPhone, type FeedbackCommand } from './decider.ts';

/** given events / when command / then events (or the refusal), through the event schemas. */
const spec = DeciderSpecification.for(feedbackDecider, feedbackEvents);
const given = (...events: FeedbackEvent[]) => spec.given(...events);

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
      .thenRefused({
        status: 400,
        message: MESSAGES.contactRequired,
        fields: {
          phone: MESSAGES.contactRequired,
          email: MESSAGES.contactRequired,
        },
      });
  });

  it('refuses a blank name or question, a malformed phone or e-mail', () => {
    given()
      .when(submit({ name: '' }))
      .thenRefused({ status: 400, message: MESSAGES.nameRequired, fields: { name: MESSAGES.nameRequired } });
    given()
      .when(submit({ name: 'И'.repeat(101) }))
      .thenRefused({ status: 400, message: MESSAGES.nameRequired, fields: { name: MESSAGES.nameRequired } });
    given()
      .when(submit({ message: '' }))
      .thenRefused({
        status: 400,
        message: MESSAGES.messageRequired,
        fields: { message: MESSAGES.messageRequired },
      });
    given()
      .when(submit({ phone: '12-34' }))
      .thenRefused({ status: 400, message: MESSAGES.badPhone, fields: { phone: MESSAGES.badPhone } });
    given()
      .when(submit({ phone: null, email: 'ivan@zavod' }))
      .thenRefused({ status: 400, message: MESSAGES.badEmail, fields: { email: MESSAGES.badEmail } });
  });

  it('refuses to record the same question twice', () => {
    given(submitted).when(submit()).thenRefused({ status: 409, message: MESSAGES.alreadySubmitted });
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
      .thenRefused({ status: 409, message: 'Обращение уже обработано' });
  });

  it('answers 404 for a question that was never submitted', () => {
    given()
      .when({ kind: 'process', feedbackId: 99, note: null })
      .thenRefused({ status: 404, message: 'Обращение не найдено' });
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

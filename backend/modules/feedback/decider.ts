import { badRequest, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import type { FeedbackEvent, FeedbackSource, FeedbackStatus } from './events.ts';

/** One visitor's question (its own stream): null before it is submitted. */
export interface FeedbackState {
  readonly status: FeedbackStatus | null;
}

export type FeedbackCommand =
  /** Texts arrive trimmed; an absent contact is null. */
  | {
      readonly kind: 'submit';
      readonly feedbackId: number;
      readonly name: string;
      readonly phone: string | null;
      readonly email: string | null;
      readonly message: string;
      readonly source: FeedbackSource;
    }
  | { readonly kind: 'process'; readonly feedbackId: number; readonly note: string | null };

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;
export const EMAIL_MAX_LENGTH = 254;
export const NOTE_MAX_LENGTH = 2000;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;

export const MESSAGES = {
  nameRequired: 'Укажите имя',
  messageRequired: 'Напишите ваш вопрос',
  contactRequired: 'Укажите телефон или email для ответа',
  badEmail: 'Введите корректный email',
  badPhone: 'Введите корректный номер телефона',
  badSource: 'Форма обращения должна быть «home» (главная страница) или «contacts» (контакты)',
  noteTooLong: `Комментарий не должен быть длиннее ${NOTE_MAX_LENGTH} символов`,
  thanks: 'Спасибо! Мы ответим вам в ближайшее время.',
  tooManyRequests: 'Слишком много обращений. Попробуйте позже.',
  notFound: 'Обращение не найдено',
  alreadySubmitted: 'Обращение уже зарегистрировано',
  alreadyProcessed: 'Обращение уже обработано',
} as const;

/** An address with an @ and a dot after it (the same rule as the SPA's form). */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Digits, spaces, +, - and parentheses, with 6 to 20 digits: `+7 (495) 123-45-67`. */
export function isPhone(value: string): boolean {
  if (!/^[\d +\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export const noFeedback: FeedbackState = { status: null };

/** The rules the form's body was already checked against at the door, kept by the aggregate too. */
function checkSubmission(command: Extract<FeedbackCommand, { kind: 'submit' }>): void {
  const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
  if (command.name.length === 0 || command.name.length > NAME_MAX_LENGTH)
    throw refuse('name', MESSAGES.nameRequired);
  if (command.phone === null && command.email === null)
    throw badRequest(MESSAGES.contactRequired, {
      phone: MESSAGES.contactRequired,
      email: MESSAGES.contactRequired,
    });
  if (command.phone !== null && !isPhone(command.phone)) throw refuse('phone', MESSAGES.badPhone);
  if (command.email !== null && !isEmail(command.email)) throw refuse('email', MESSAGES.badEmail);
  if (command.message.length === 0 || command.message.length > MESSAGE_MAX_LENGTH)
    throw refuse('message', MESSAGES.messageRequired);
}

function decide(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  switch (command.kind) {
    case 'submit': {
      if (state.status !== null) throw conflict(MESSAGES.alreadySubmitted);
      checkSubmission(command);
      const { feedbackId, name, phone, email, message, source } = command;
      return [{ type: 'FeedbackSubmitted', data: { feedbackId, name, phone, email, message, source } }];
    }
    case 'process': {
      if (state.status === null) throw notFound(MESSAGES.notFound);
      if (state.status === 'processed') throw conflict(MESSAGES.alreadyProcessed);
      if (command.note !== null && command.note.length > NOTE_MAX_LENGTH)
        throw badRequest(MESSAGES.noteTooLong, { note: MESSAGES.noteTooLong });
      return [
        {
          type: 'FeedbackProcessed',
          data: { feedbackId: command.feedbackId, note: command.note === '' ? null : command.note },
        },
      ];
    }
  }
}

function evolve(_state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { status: 'new' };
    case 'FeedbackProcessed':
      return { status: 'processed' };
  }
}

export const feedbackDecider = deciderOf(noFeedback, evolve, decide);

/*
 * The question forms (home 'Остались вопросы?', contacts 'Напишите нам'): their fields, the checks
 * made before sending, and the body of POST /api/feedback. The spec leaves validation open; the
 * rules here are the brief's: name and message required, a way to answer (phone or e-mail), and
 * an e-mail that looks like one.
 */
import type { FieldErrors, TextValues } from '../../shared/lib';

export type FeedbackSource = 'home' | 'contacts';

export type FeedbackField = 'name' | 'phone' | 'email' | 'message';
export type FeedbackValues = TextValues<FeedbackField>;
export type FeedbackErrors = FieldErrors<FeedbackField>;

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', phone: '', email: '', message: '' };

/** The fields each form shows, in order. */
export const FEEDBACK_FIELDS: Readonly<Record<FeedbackSource, readonly FeedbackField[]>> = {
  home: ['name', 'phone', 'email', 'message'],
  contacts: ['name', 'email', 'message'],
};

export const FEEDBACK_TEXT = {
  labels: {
    name: 'Ваше имя',
    phone: 'Телефон',
    email: 'E-mail',
    message: { home: 'Ваш вопрос', contacts: 'Сообщение' },
  },
  submit: 'Отправить',
  sending: 'Отправка...',
  success: 'Спасибо! Мы ответим вам в ближайшее время.',
  contactHint: 'Укажите телефон или e-mail — так мы сможем ответить',
  errors: {
    name: 'Введите имя',
    message: { home: 'Введите ваш вопрос', contacts: 'Введите сообщение' },
    email: 'Введите email',
    emailFormat: 'Введите корректный email',
    contact: 'Укажите телефон или email для связи',
  },
} as const;

/** An address is non-empty, with an @ and a dot (after the @). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The first problem of each field, in Russian; an empty object means the form can be sent. */
export function validateFeedback(values: FeedbackValues, source: FeedbackSource): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!name) errors.name = FEEDBACK_TEXT.errors.name;
  if (!values.message.trim()) errors.message = FEEDBACK_TEXT.errors.message[source];
  if (source === 'contacts') {
    // The only way to answer on the contacts form is the e-mail.
    if (!email) errors.email = FEEDBACK_TEXT.errors.email;
    else if (!isEmail(email)) errors.email = FEEDBACK_TEXT.errors.emailFormat;
  } else if (!phone && !email) {
    errors.phone = FEEDBACK_TEXT.errors.contact;
    errors.email = FEEDBACK_TEXT.errors.contact;
  } else if (email && !isEmail(email)) {
    errors.email = FEEDBACK_TEXT.errors.emailFormat;
  }
  return errors;
}

export interface FeedbackPayload {
  name: string;
  phone?: string;
  email?: string;
  message: string;
  source: FeedbackSource;
}

/** The body of POST /api/feedback: trimmed values; a contact the visitor left empty is not sent. */
export function toFeedbackPayload(values: FeedbackValues, source: FeedbackSource): FeedbackPayload {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    ...(source === 'home' && phone ? { phone } : {}),
    ...(email ? { email } : {}),
    message: values.message.trim(),
    source,
  };
}

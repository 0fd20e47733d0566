import type { Mailer } from '../../../infra/mail/index.ts';
import type { NotificationQueries } from './queries.ts';
import type { NotificationItem } from './view.ts';

/**
 * The person a copy goes to, as the accounts read model knows them, and whom the letter greets (their
 * first name, else their company; null: no name, ADR 0058); null when unknown.
 */
export type Recipients = (userId: number) => Promise<{ email: string; greeting: string | null } | null>;

/**
 * E-mail copies of notices (ADR 0029 addendum): a notice of a kind the person chose goes to their
 * e-mail too, through the mail port, with the link to the thing. Called once per notice, where the
 * notices are pushed.
 */
export function emailCopies(deps: {
  mailer: Mailer;
  queries: NotificationQueries;
  recipients: Recipients;
  siteUrl: string;
}) {
  const site = deps.siteUrl.replace(/\/+$/, '');
  return async (notice: NotificationItem): Promise<boolean> => {
    const wanted = await deps.queries.emailTypes(notice.userId);
    if (!(wanted as string[]).includes(notice.type)) return false;
    const person = await deps.recipients(notice.userId);
    if (!person) return false;
    await deps.mailer.send({
      to: person.email,
      subject: `${notice.title} — ВагонЗапчасть`,
      text: [
        `Здравствуйте${person.greeting ? `, ${person.greeting}` : ''}!`,
        '',
        notice.title,
        notice.text,
        '',
        `Подробнее: ${site}${notice.link}`,
        '',
        'Какие уведомления приходят на почту, можно выбрать в личном кабинете: «Мои данные».',
      ].join('\n'),
    });
    return true;
  };
}

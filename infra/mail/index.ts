import { randomBytes } from 'node:crypto';
import { writeFile as writeFileDone } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message to one person: plain text, which every mail client shows as it is. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** The mail port: production sends over SMTP, the embedded default writes the message to the log. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * A file written through the callback API: one open, write and close on the thread pool, with a
 * fraction of the main thread's work of `fs/promises` (its file handle and write loop), which
 * every order's notice to its seller paid (ADR 0104).
 */
const writeFile = (path: string, text: string): Promise<void> =>
  new Promise((resolve, reject) =>
    writeFileDone(path, text, 'utf8', (error) => (error ? reject(error) : resolve())),
  );

export interface MailLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/**
 * Writes each message to the log and, given a folder, as a text file there (`<DATA_DIR>/outbox`):
 * a reset link can be followed without a mail server.
 */
export function logMailer(log: MailLog, outbox?: string): Mailer {
  // The folder is made at the first message, and again only if it went away: a message each order
  // made it each time (ADR 0094).
  let made = false;
  const write = async (name: string, text: string): Promise<void> => {
    if (!made) {
      await mkdir(outbox!, { recursive: true });
      made = true;
    }
    try {
      await writeFile(join(outbox!, name), text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      made = false;
      await mkdir(outbox!, { recursive: true });
      made = true;
      await writeFile(join(outbox!, name), text);
    }
  };
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        { mailTo: mail.to, subject: mail.subject, text: mail.text },
        'Письмо (почтовый сервер не настроен: SMTP_URL)',
      );
      if (!outbox) return;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.txt`;
      await write(name, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    },
    async close() {},
  };
}

/** Sends through an SMTP server (nodemailer), from `from`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {
      transport.close();
    },
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
  outbox?: string;
}): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : logMailer(options.log, options.outbox);
}

import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Env } from '../../config/env';
import { outboxDir } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export type MailerEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

/** Raised when a message could not be handed to the SMTP server or written to the outbox. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

// nodemailer waits minutes by default; a request that sends mail should fail fast instead.
const smtpTimeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

type Nodemailer = Awaited<typeof import('nodemailer')>['default'];

/**
 * nodemailer's transport, made (and nodemailer imported) when the first message goes: a server that
 * sends no mail between restarts never carries it, about 9 MB resident (decision 019).
 */
function lazyTransport<T extends Transporter>(make: (nodemailer: Nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => {
      made ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer));
      return made;
    },
    close: async () => {
      if (made) (await made).close();
    },
  };
}

/** Sends through SMTP_URL when it is set, otherwise writes each message to DATA_DIR/outbox. */
export function createMailer(env: MailerEnv): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(env.DATA_DIR, env.MAIL_FROM);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts }),
  );
  const server = describeSmtpServer(smtpUrl);
  return {
    async send(mail) {
      let rejected: string[];
      try {
        ({ rejected } = await (await transport.get()).sendMail({ ...mail, from }));
      } catch (error) {
        throw new MailDeliveryError(`Could not send mail to ${mail.to} through ${server}: ${reason(error)}`, {
          cause: error,
        });
      }
      if (rejected.length > 0) {
        throw new MailDeliveryError(
          `The SMTP server ${server} refused the recipients ${rejected.join(', ')}`,
        );
      }
    },
    close: transport.close,
  };
}

function createOutboxMailer(dataDir: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  const dir = outboxDir(dataDir);
  return {
    async send(mail) {
      try {
        const { message } = await (await transport.get()).sendMail({ ...mail, from });
        await mkdir(dir, { recursive: true });
        const name = outboxFileName();
        const temporary = path.join(dir, `.${name}.tmp`);
        // Written aside then renamed, so a reader of the outbox never sees half a message.
        await writeFile(temporary, message as Buffer);
        await rename(temporary, path.join(dir, name));
      } catch (error) {
        throw new MailDeliveryError(`Could not write mail to ${mail.to} into ${dir}: ${reason(error)}`, {
          cause: error,
        });
      }
    },
    async close() {},
  };
}

let lastOutboxTime = 0;

/**
 * `<ISO time>-<random>.eml`: names sort in sending order (the clock is nudged forward when two messages
 * share a millisecond) and two processes never pick the same one.
 */
function outboxFileName(): string {
  lastOutboxTime = Math.max(Date.now(), lastOutboxTime + 1);
  const time = new Date(lastOutboxTime).toISOString().replace(/:/g, '-');
  return `${time}-${randomBytes(4).toString('hex')}.eml`;
}

/** `smtp://host:port`, without the credentials the URL may carry. */
function describeSmtpServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the SMTP server';
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

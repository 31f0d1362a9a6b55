import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerEnv } from './mailer';

// The mail module's public face.
export { createMailer, type Mail, MailDeliveryError, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way the server sends e-mail (set by the mail module); closed with the app. */
    mailer: Mailer;
  }
}

export interface MailModuleOptions {
  env: MailerEnv;
  /** A stand-in (tests); by default SMTP when SMTP_URL is set, else the outbox in DATA_DIR/outbox. */
  mailer?: Mailer;
}

/** Mail: offers `app.mailer` to the modules that write to members (accounts' password resets). */
export const mailModule = fp(
  async (app: FastifyInstance, { env, mailer }: MailModuleOptions) => {
    const mail = mailer ?? createMailer(env);
    app.decorate('mailer', mail);
    app.addHook('onClose', () => mail.close());
  },
  { name: 'mail' },
);

// Sends email through SMTP when SMTP_URL is set; otherwise writes it to the development outbox
// (readable at GET /usr/v1/dev/outbox) so password recovery works offline.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { devOutbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** True when mail goes to the development outbox instead of an SMTP server. */
  readonly usesOutbox: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl: string | undefined; from: string }>(
  async (app, { smtpUrl, from }) => {
    let mailer: Mailer;
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      app.addHook('onClose', async () => transport.close());
      mailer = {
        usesOutbox: false,
        async send(mail) {
          await transport.sendMail({ from, ...mail });
          app.log.info({ to: mail.to, subject: mail.subject }, 'email sent');
        },
      };
    } else {
      mailer = {
        usesOutbox: true,
        async send(mail) {
          await app.db.insert(devOutbox).values(mail);
          // The text is left out of the log: it carries the recovery code.
          app.log.info({ to: mail.to, subject: mail.subject }, 'email written to the development outbox');
        },
      };
    }
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['db'] },
);

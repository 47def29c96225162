// The message port: how the server sends a customer a short text (the sign-in code) on their phone.
// An SMS or WhatsApp provider is one adapter behind this port (see docs/customer-messages.md); until
// one is configured, messages go to the development outbox (GET /usr/v1/dev/outbox?to=+62…).
import type { DbOrTx } from '../../db/client';
import { devOutbox } from '../../db/schema';

export interface PhoneMessage {
  /** The number as stored, +62…. */
  to: string;
  text: string;
}

export interface MessagePort {
  /** A name for logs: `outbox`, or the provider's. */
  readonly id: string;
  /** Sends the message, or throws when the provider refused it or could not be reached. */
  send(message: PhoneMessage): Promise<void>;
}

export const CODE_SUBJECT = 'Your sign-in code';

/** Development: the message is written to the outbox (its text holds the code: never logged). */
export function outboxMessages(db: DbOrTx): MessagePort {
  return {
    id: 'outbox',
    async send(message) {
      await db.insert(devOutbox).values({ to: message.to, subject: CODE_SUBJECT, text: message.text });
    },
  };
}

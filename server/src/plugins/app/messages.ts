// The message port the server texts customers through (services/customer-auth/message-port). No SMS
// or WhatsApp provider is connected yet, so every message goes to the development outbox; a
// provider's adapter is chosen here once one is (docs/customer-messages.md).
import fp from 'fastify-plugin';
import { type MessagePort, outboxMessages } from '../../services/customer-auth/message-port';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagePort;
  }
}

export default fp(
  async (app) => {
    app.decorate('messages', outboxMessages(app.db));
  },
  { name: 'messages', dependencies: ['db'] },
);

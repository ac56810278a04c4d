import type { FastifyBaseLogger } from 'fastify';
import { headerValue, type MailMessage, type Mailer } from './mailer.js';

/**
 * Sends without making the request wait: a slow or failing SMTP server neither delays the answer nor shows in its
 * timing (a password-recovery request for a registered address must look like one for an unknown address).
 * Failures are logged; `drain` lets the app finish pending sends before it closes.
 */
export class BackgroundMail {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(message: MailMessage): void {
    const sending: Promise<void> = this.mailer
      .send(message)
      .catch((error: unknown) =>
        this.log.error(
          { err: error, to: headerValue(message.to), subject: headerValue(message.subject) },
          'e-mail not sent',
        ),
      )
      .finally(() => this.#pending.delete(sending));
    this.#pending.add(sending);
  }

  async drain(): Promise<void> {
    await Promise.all([...this.#pending]);
  }
}

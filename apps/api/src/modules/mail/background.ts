import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { findStoreDetails } from '../stores/repository.js';
import { headerValue, type MailMessage, type Mailer } from './mailer.js';

/**
 * Sends without making the request wait: a slow or failing SMTP server neither delays the answer nor shows in its
 * timing (a password-recovery request for a registered address must look like one for an unknown address).
 * Each message comes from its store: the store's name at the address of its details (MAIL_FROM's address when it
 * has none). Failures are logged; `drain` lets the app finish pending sends before it closes.
 */
export class BackgroundMail {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly services: { mailer: Mailer; database: { db: Db } },
    private readonly log: FastifyBaseLogger,
  ) {}

  send(message: MailMessage, store: { id: number; name: string }): void {
    const sending: Promise<void> = findStoreDetails(this.services.database.db, store.id)
      .then((details) =>
        this.services.mailer.send({ ...message, from: { name: store.name, email: details?.email ?? null } }),
      )
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

import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.js';
import type { UserRow } from '../auth/guard.js';
import { sendVerificationEmail } from '../auth/email-verification.js';
import { BackgroundMail } from '../mail/background.js';
import type { StoreRow } from '../stores/repository.js';

/**
 * After updateMe changed the e-mail (now unverified), the new address gets the same confirmation link a sign-up
 * gets. The request waits for the send: the shopper is signed in, so its timing tells nobody anything, and the
 * answer can promise the mail was handed over. A failing mail server is logged, never an error here.
 */
export async function confirmNewEmail(services: Services, store: StoreRow | undefined, before: UserRow, after: UserRow, log: FastifyBaseLogger): Promise<void> {
  if (!store || after.email === before.email) return;
  const mail = new BackgroundMail(services.mailer, log);
  await sendVerificationEmail(services, mail, store, after);
  await mail.drain();
}

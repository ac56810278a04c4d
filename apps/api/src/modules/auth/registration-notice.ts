import type { Services } from '../../services.js';
import type { BackgroundMail } from '../mail/background.js';
import { registrationAttemptMail } from '../mail/templates.js';
import type { StoreRow } from '../stores/repository.js';
import { LIMITS } from './limits.js';
import { storefrontUrl } from './links.js';
import type { findUserByEmail } from './user-repository.js';

/** Where the notice sends the owner: 'Entrar', whose 'Esqueci minha senha' starts the recovery. */
export const SIGN_IN_PATH = '/#/account/login-options';

/**
 * Someone tried to register an address that already has an account in this store. The answer they get is the
 * one a new address gets; the owner is told by e-mail, with links to sign in and to recover the password. At
 * most one such e-mail an hour per account, so the form cannot flood someone's inbox (past that, nothing is
 * sent and the answer stays the same). A deleted account is told nothing.
 */
export async function sendRegistrationNotice(
  services: Services,
  mail: BackgroundMail,
  store: StoreRow,
  user: Awaited<ReturnType<typeof findUserByEmail>>,
): Promise<void> {
  if (!user || user.deletedAt) return;
  const { limit, windowSeconds } = LIMITS.registerNotice;
  const { allowed } = await services.rateLimiter.hit(`registerNotice:${user.id}`, limit, windowSeconds);
  if (!allowed) return;
  const signIn = `${await storefrontUrl(services, store)}${SIGN_IN_PATH}`;
  mail.send(registrationAttemptMail(user, store.name, signIn, signIn), store);
}

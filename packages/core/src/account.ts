import { msg } from './i18n/messages';
import type { Message } from './i18n/messages';
import { isBlank } from './validators/only-digits';

export type AccountUser = {
  name?: string | null;
  cpfCnpj?: string | null;
  phone?: string | null;
  postalCode?: string | null;
  emailVerifiedAt?: string | null;
  company?: boolean | null;
  companyVerifiedAt?: string | null;
};

export type AccountNoticeKind = 'emailNotVerified' | 'companyPending' | 'incompleteData';

export type AccountNotice = { kind: AccountNoticeKind; message: Message };

const isEmailVerified = (user: AccountUser) => !isBlank(user.emailVerifiedAt);
const isCompanyPending = (user: AccountUser) => user.company === true && isBlank(user.companyVerifiedAt);
const isDataComplete = (user: AccountUser) =>
  [user.name, user.cpfCnpj, user.phone, user.postalCode].every((field) => !isBlank(field));

/** Spec 4 'Account validation', up to three notices: `accountNotices({ name: 'Ana' })[0].kind` → 'emailNotVerified'. */
export function accountNotices(user: AccountUser): AccountNotice[] {
  const notices: AccountNotice[] = [];
  if (!isEmailVerified(user)) notices.push({ kind: 'emailNotVerified', message: msg('account.emailNotVerified') });
  if (isCompanyPending(user)) notices.push({ kind: 'companyPending', message: msg('account.companyPending') });
  if (!isDataComplete(user)) notices.push({ kind: 'incompleteData', message: msg('account.incompleteData') });
  return notices;
}

/** E-mail verified, data complete, company approved: `isAccountReady({ ...complete, company: true })` → false. */
export function isAccountReady(user: AccountUser): boolean {
  return accountNotices(user).length === 0;
}

/** Order placement needs a verified e-mail (spec 6): `canPlaceOrder({ emailVerifiedAt: null })` → false. */
export function canPlaceOrder(user: AccountUser): boolean {
  return isEmailVerified(user);
}

import { accountNotices, type AccountUser } from '@store/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { wireMessage } from '../../lib/wire-message';
import { AccountRestError, accountApi } from './account-api';

/**
 * Spec 4 'Account validation': up to three notices from core's accountNotices — e-mail not verified (with a
 * link that sends the confirmation again), company approval pending, incomplete data (to the data form).
 */
export function AccountNotices({ user }: { user: AccountUser }) {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const [sending, setSending] = useState(false);
  const notices = accountNotices(user);
  if (!notices.length) return null;

  const resend = async () => {
    setSending(true);
    try {
      const answer = await accountApi.resendVerification(services);
      // said by its key in the reader's language ('Seu email já está confirmado.' when it already is)
      services.prompts.snackbar(t(wireMessage(answer) ?? 'email.verificationSent'), { tone: 'success' });
    } catch (error) {
      services.prompts.message({ title: error instanceof AccountRestError ? error.message : t('error.generic') });
    } finally {
      setSending(false);
    }
  };

  return (
    <ul className="flex flex-col gap-2" aria-label={t('ui.acc.notices')}>
      {notices.map((notice) => (
        <li
          key={notice.kind}
          className="flex flex-col gap-2 rounded-lg bg-warning-soft p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          data-notice={notice.kind}
        >
          <span>{t(notice.message)}</span>
          {notice.kind === 'emailNotVerified' ? (
            <button
              type="button"
              className="btn-text shrink-0 underline"
              disabled={sending}
              onClick={() => void resend()}
            >
              {t('ui.acc.resend')}
            </button>
          ) : notice.kind === 'incompleteData' ? (
            <Link to="/account/edit" className="btn-text shrink-0 underline">
              {t('ui.acc.completeData')}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

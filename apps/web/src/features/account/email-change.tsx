import type { MessageKey } from '@store/core';
import type { Ref } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { Field } from './field';
import type { EmailAccount } from './account-api';

/** Compared as the API stores addresses: trimmed, lower case. */
export const isNewEmail = (account: EmailAccount | null | undefined, typed: string) =>
  account != null && typed.trim().toLowerCase() !== account.email.toLowerCase();

type Props = {
  account: EmailAccount | null | undefined;
  email: string;
  currentPassword: string;
  onEmail: (value: string) => void;
  onCurrentPassword: (value: string) => void;
  errors: { email?: string | undefined; currentPassword?: string | undefined };
  /** The inputs, for a form that moves the focus to the first field with a message. */
  refs?: { email?: Ref<HTMLInputElement>; currentPassword?: Ref<HTMLInputElement> };
};

/**
 * The e-mail field of 'Meus dados'. A different address asks for 'Senha atual' (an account that signs in only with
 * Google or Apple is told to sign in again instead); a change waiting for its link says where the link went.
 */
export function EmailFields({ account, email, currentPassword, onEmail, onCurrentPassword, errors, refs = {} }: Props) {
  useAccountTexts();
  const { t } = useT();
  const changing = isNewEmail(account, email);
  return (
    <>
      <Field
        ref={refs.email}
        label={t('ui.email')}
        type="email"
        value={email}
        onValue={onEmail}
        error={errors.email}
        autoComplete="email"
        inputMode="email"
      />
      {account?.pendingEmail ? (
        <p role="status" className="rounded-lg bg-primary/10 p-3 text-sm">
          {t('email.changePending', { email: account.pendingEmail })}
        </p>
      ) : null}
      {changing && account?.hasPassword ? (
        <Field
          ref={refs.currentPassword}
          label={t('ui.acc.currentPassword')}
          type="password"
          value={currentPassword}
          onValue={onCurrentPassword}
          error={errors.currentPassword}
          autoComplete="current-password"
        />
      ) : null}
      {changing && account && !account.hasPassword ? (
        <p className="text-sm text-muted">{t('email.changeNeedsSignIn')}</p>
      ) : null}
    </>
  );
}

const OUTCOMES: Record<string, { key: MessageKey; tone: string }> = {
  confirmed: { key: 'email.changeConfirmed', tone: 'bg-primary/10' },
  cancelled: { key: 'email.changeCancelled', tone: 'bg-warning-soft' },
  invalid: { key: 'email.changeLinkInvalid', tone: 'bg-danger-soft' },
};

/** Where the links of an e-mail change land (`?emailChange=confirmed|cancelled|invalid`): what happened, in words. */
export function EmailChangeOutcome() {
  useAccountTexts();
  const { t } = useT();
  const [params] = useSearchParams();
  const outcome = OUTCOMES[params.get('emailChange') ?? ''];
  if (!outcome) return null;
  return (
    <p role="status" className={`rounded-lg p-3 text-sm ${outcome.tone}`}>
      {t(outcome.key)}
    </p>
  );
}

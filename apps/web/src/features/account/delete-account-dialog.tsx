import { isBlank, msg } from '@store/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { Modal } from '../../components/modal';
import { mapError } from '../../lib/error-mapper';
import { coreRule, serverFieldMessages, showServerErrors } from '../../lib/form-rules';
import { GraphQLRequestError, graphql } from '../../lib/graphql-client';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { FROM_MODAL } from '../../lib/open-modals';
import { useEmailAccount } from './account-api';
import { FormField } from './form-field';
import { signOut } from './sign-in';

const DELETE_ME = graphql(
  `mutation DeleteMyAccount($currentPassword: String) { deleteMyAccount(currentPassword: $currentPassword) }`,
);
const SIGN_IN_AGAIN = `/account/login-options?redirect=${encodeURIComponent('/account/manage')}`;

type Values = { currentPassword: string };

/**
 * 'Excluir minha conta' asks who is asking, as a change of e-mail does: the current password, or for an account that
 * signs in only with Google or Apple a sign-in of the last 5 minutes (the server's refusal offers to sign in again).
 * A refusal is said in the dialog, under the password when it is about the password; nothing else changes.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const navigate = useNavigate();
  const account = useEmailAccount().data;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { currentPassword: '' } });
  const hasPassword = account?.hasPassword === true;
  const required = coreRule<string>(t, (value) => (isBlank(value) ? msg('validation.required') : null));

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await services.gql.request(DELETE_ME, hasPassword ? { currentPassword: values.currentPassword } : {});
    } catch (error) {
      const fields = serverFieldMessages(error, t);
      if (hasPassword && showServerErrors(setError, fields, ['currentPassword'])) return;
      const reaction = mapError(error, { say: (message) => t(message) });
      if (fields.currentPassword) {
        // an account without a password: its last sign-in is too old
        setRefusal(fields.currentPassword);
        setSignInAgain(true);
      } else if (
        reaction.action === 'warn' &&
        error instanceof GraphQLRequestError &&
        error.errors[0]?.extensions?.category === 'graphql'
      ) {
        // worded by the server for the shopper: too many attempts, for one
        setRefusal(reaction.detail ?? reaction.title);
      } else {
        services.reportError(error);
        if (reaction.action === 'logout') onClose();
      }
      return;
    }
    services.queryClient.removeQueries({ queryKey: ['me'] });
    services.queryClient.removeQueries({ queryKey: ['cart'] });
    services.session.clear();
    services.prompts.message({ title: t('ui.acc.deleted'), tone: 'info' });
    onClose();
    void navigate('/store', { state: FROM_MODAL });
  });

  const again = async () => {
    await signOut(services);
    onClose();
    void navigate(SIGN_IN_AGAIN, { state: FROM_MODAL });
  };

  return (
    <Modal title={t('ui.acc.delete')} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <p>{t('ui.acc.confirmDelete')}</p>
        {account == null ? null : hasPassword ? (
          <>
            <p className="text-sm text-muted">{t('ui.acc.deletePasswordHint')}</p>
            <FormField
              control={control}
              name="currentPassword"
              rules={{ validate: required }}
              label={t('ui.acc.currentPassword')}
              type="password"
              autoComplete="current-password"
              autoFocus
            />
          </>
        ) : (
          <p className="text-sm text-muted">{t('ui.acc.deleteSocialHint')}</p>
        )}
        {refusal ? (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            {refusal}
          </p>
        ) : null}
        <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-text" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          {signInAgain ? (
            <button type="button" className="btn-secondary" onClick={() => void again()}>
              {t('ui.acc.signInAgain')}
            </button>
          ) : null}
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-danger px-4 py-2 font-semibold text-white transition hover:brightness-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-danger disabled:cursor-not-allowed disabled:opacity-60"
            disabled={account == null || formState.isSubmitting}
          >
            {t('ui.acc.delete')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { validatePasswordChange, type PasswordChangeField } from '@store/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n/use-t';
import { Field } from './field';
import { graphql } from '../../lib/graphql-client';

const UPDATE_PASSWORD = graphql(`
  mutation UpdatePassword($currentPassword: String!, $newerPassword: String!, $newerPasswordConfirmation: String!) {
    updateUserPassword(currentPassword: $currentPassword, newerPassword: $newerPassword, newerPasswordConfirmation: $newerPasswordConfirmation)
  }
`);

/** 'Alterar senha' (spec 5): current password required, the new one follows the password rule, confirmation matches. */
export default function PasswordPage() {
  const { t } = useT();
  const { gql, prompts, reportError } = useServices();
  const navigate = useNavigate();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordChangeField, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: PasswordChangeField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shown = Object.fromEntries(Object.entries(validatePasswordChange(values)).map(([k, m]) => [k, t(m)]));
    setErrors(shown);
    if (Object.keys(shown).length) return;
    setBusy(true);
    try {
      await gql.request(UPDATE_PASSWORD, { currentPassword: values.currentPassword, newerPassword: values.newPassword, newerPasswordConfirmation: values.confirmation });
      prompts.snackbar(t('ui.acc.passwordChanged'), { tone: 'success' });
      void navigate('/account');
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.password')}</h1>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6">
        <Field label={t('ui.acc.currentPassword')} type="password" value={values.currentPassword} onValue={set('currentPassword')} error={errors.currentPassword} autoComplete="current-password" />
        <Field label={t('ui.acc.newPassword')} type="password" value={values.newPassword} onValue={set('newPassword')} error={errors.newPassword} autoComplete="new-password" />
        <Field label={t('ui.acc.passwordConfirmation')} type="password" value={values.confirmation} onValue={set('confirmation')} error={errors.confirmation} autoComplete="new-password" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t('ui.save')}
        </button>
      </form>
    </section>
  );
}

import { validatePasswordChange, type PasswordChangeField } from '@store/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { coreRule, serverFieldMessages, showServerErrors } from '../../lib/form-rules';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { FormField } from './form-field';
import { graphql } from '../../lib/graphql-client';

const UPDATE_PASSWORD = graphql(`
  mutation UpdatePassword($currentPassword: String!, $newerPassword: String!, $newerPasswordConfirmation: String!) {
    updateUserPassword(currentPassword: $currentPassword, newerPassword: $newerPassword, newerPasswordConfirmation: $newerPasswordConfirmation)
  }
`);

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };
type Values = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as PasswordChangeField[];
/** updateUserPassword's argument names, where they differ from the form's. */
const FROM_SERVER = { newerPassword: 'newPassword', newerPasswordConfirmation: 'confirmation' } as const;

/** 'Alterar senha' (spec 5): current password required, the new one follows the password rule, confirmation matches. */
export default function PasswordPage() {
  useAccountTexts();
  const { t } = useT();
  const { gql, prompts, reportError } = useServices();
  const navigate = useNavigate();
  // checked on 'Salvar', then again as a field is typed in (a message that vanished as a field was left would move the button under the pointer)
  const { control, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: EMPTY });
  const rules = (name: PasswordChangeField) => ({
    validate: coreRule<string, Values>(t, (_, values) => validatePasswordChange(values)[name]),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await gql.request(UPDATE_PASSWORD, {
        currentPassword: values.currentPassword,
        newerPassword: values.newPassword,
        newerPasswordConfirmation: values.confirmation,
      });
      prompts.snackbar(t('ui.acc.passwordChanged'), { tone: 'success' });
      void navigate('/account');
    } catch (error) {
      // a wrong 'Senha atual' is said under it too
      showServerErrors(setError, serverFieldMessages(error, t), FIELDS, FROM_SERVER);
      reportError(error);
    }
  });

  return (
    <section className="page flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.password')}</h1>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6"
      >
        <FormField
          control={control}
          name="currentPassword"
          rules={rules('currentPassword')}
          label={t('ui.acc.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <FormField
          control={control}
          name="newPassword"
          rules={rules('newPassword')}
          label={t('ui.acc.newPassword')}
          type="password"
          autoComplete="new-password"
        />
        <FormField
          control={control}
          name="confirmation"
          rules={rules('confirmation')}
          label={t('ui.acc.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className="btn-primary" disabled={formState.isSubmitting}>
          {t('ui.save')}
        </button>
      </form>
    </section>
  );
}

import {
  companyDateToIso,
  formatStoreDate,
  isStoreDate,
  isBlank,
  maskCep,
  maskCpfCnpj,
  maskPhone,
  msg,
  onlyDigits,
  plainTaxId,
  validateCep,
  validateCompanyOpeningDate,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
  validatePhone,
  validateNoCardNumber,
  validateStateRegistration,
  type Message,
} from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { coreRule, serverFieldMessages, showServerErrors } from '../../lib/form-rules';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { useEmailAccount, type EmailAccount } from './account-api';
import { EmailChangeOutcome, EmailFields, isNewEmail } from './email-change';
import { FormField } from './form-field';
import { maskDate } from './register-form';
import { useMe } from './use-me';
import { graphql } from '../../lib/graphql-client';

const UPDATE_ME = graphql(`mutation UpdateMe($input: UpdateMeInput!) { updateMe(input: $input) { id } }`);
const COMPANY_QUERY = graphql(
  `query MyCompanyData { me { id stateRegistration company_name companyCreatedAt purchaseResponsibleName } }`,
);
const EMPTY = {
  email: '',
  currentPassword: '',
  name: '',
  phone: '',
  cpfCnpj: '',
  postalCode: '',
  stateRegistration: '',
  legalName: '',
  openingDate: '',
  purchaseResponsibleName: '',
};
const required = (value: string): Message | null => (isBlank(value) ? msg('validation.required') : null);
/** '2015-03-10' → '10/03/2015', as the masked field is typed */
const typedDate = (iso: string | null) => (iso && isStoreDate(iso) ? formatStoreDate(iso, 'pt-BR') : '');
type Values = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as (keyof Values)[];

/** Every message of 'Meus dados' for these values; the e-mail and 'Senha atual' only when the e-mail changes. */
function editErrors(
  values: Values,
  account: EmailAccount | null | undefined,
  company: boolean,
  now: Date,
): Record<keyof Values, Message | null> {
  const changingEmail = isNewEmail(account, values.email);
  return {
    email: changingEmail ? validateEmail(values.email) : null,
    currentPassword: changingEmail && account?.hasPassword ? required(values.currentPassword) : null,
    name: validateFullName(values.name) ?? validateNoCardNumber(values.name),
    phone: validatePhone(values.phone),
    cpfCnpj: validateCpfCnpj(values.cpfCnpj, company ? 'J' : 'F'),
    postalCode: validateCep(values.postalCode),
    stateRegistration: company ? validateStateRegistration(values.stateRegistration) : null,
    legalName: company ? (required(values.legalName) ?? validateNoCardNumber(values.legalName)) : null,
    openingDate: company ? validateCompanyOpeningDate(values.openingDate, now) : null,
    purchaseResponsibleName: company
      ? (required(values.purchaseResponsibleName) ?? validateNoCardNumber(values.purchaseResponsibleName))
      : null,
  };
}

/** 'Meus dados': the data spec 4 needs for a complete account (name, CPF/CNPJ, phone, CEP) through updateMe. */
export default function EditPage() {
  useAccountTexts();
  const { t } = useT();
  const { gql, prompts, reportError } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe().data;
  const company = useQuery({
    queryKey: ['me', 'company-data'],
    queryFn: () => gql.request(COMPANY_QUERY),
    enabled: me?.company === true,
  }).data?.me;
  const account = useEmailAccount().data;
  // checked on 'Salvar', then again as a field is typed in (a message that vanished as a field was left would move the button under the pointer)
  const { control, handleSubmit, reset, getValues, setValue, setError, formState } = useForm<Values>({
    defaultValues: EMPTY,
  });
  const rules = (name: keyof Values) => ({
    validate: coreRule<string, Values>(
      t,
      (_, values) => editErrors(values, account, me?.company === true, new Date())[name],
    ),
  });
  const field = (name: keyof Values) => ({ control, name, rules: rules(name) });
  const email = useController(field('email'));
  const currentPassword = useController(field('currentPassword'));
  useEffect(() => {
    if (me) {
      reset({
        ...getValues(),
        email: me.email,
        currentPassword: '',
        name: me.name,
        phone: maskPhone(me.phone ?? ''),
        cpfCnpj: maskCpfCnpj(me.cpfCnpj, me.company ? 'J' : 'F'),
        postalCode: maskCep(me.postalCode ?? ''),
        ...(company
          ? {
              stateRegistration: company.stateRegistration ?? '',
              legalName: company.company_name ?? '',
              openingDate: typedDate(company.companyCreatedAt),
              purchaseResponsibleName: company.purchaseResponsibleName ?? '',
            }
          : {}),
      });
    }
  }, [me, company, reset, getValues]);
  const incomplete = me && [me.name, me.cpfCnpj, me.phone, me.postalCode].some((v) => !v);
  const typedEmail = useWatch({ control, name: 'email' });

  const submit = handleSubmit(async (values) => {
    const changingEmail = isNewEmail(account, values.email);
    try {
      const input = {
        name: values.name.trim(),
        phone: onlyDigits(values.phone),
        cpfCnpj: plainTaxId(values.cpfCnpj),
        postalCode: onlyDigits(values.postalCode),
      };
      const companyInput = me?.company
        ? {
            stateRegistration: values.stateRegistration.trim(),
            company_name: values.legalName.trim(),
            companyCreatedAt: companyDateToIso(values.openingDate),
            purchaseResponsibleName: values.purchaseResponsibleName.trim(),
          }
        : {};
      // a new e-mail waits for its link: the page stays, showing where the link went
      const emailInput = changingEmail
        ? { email: values.email.trim(), ...(account?.hasPassword ? { currentPassword: values.currentPassword } : {}) }
        : {};
      await gql.request(UPDATE_ME, { input: { ...input, ...companyInput, ...emailInput } });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      if (changingEmail) {
        prompts.message({
          title: t('email.changePending', { email: values.email.trim().toLowerCase() }),
          tone: 'success',
        });
        // the field shows the address in force again; the pending one is shown under it
        setValue('email', account?.email ?? values.email);
        setValue('currentPassword', '');
        return;
      }
      prompts.snackbar(t('ui.acc.saved'), { tone: 'success' });
      void navigate('/account');
    } catch (error) {
      // a wrong 'Senha atual' or an e-mail already in use is said under its field too
      showServerErrors(setError, serverFieldMessages(error, t), FIELDS);
      reportError(error);
    }
  });

  return (
    <section className="page flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.accountEdit')}</h1>
      <EmailChangeOutcome />
      {incomplete ? <p className="rounded-lg bg-warning-soft p-3 text-sm">{t('account.incompleteData')}</p> : null}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6"
      >
        <EmailFields
          account={account}
          email={typedEmail}
          currentPassword={currentPassword.field.value}
          onEmail={email.field.onChange}
          onCurrentPassword={currentPassword.field.onChange}
          errors={{
            email: email.fieldState.error?.message,
            currentPassword: currentPassword.fieldState.error?.message,
          }}
          refs={{ email: email.field.ref, currentPassword: currentPassword.field.ref }}
        />
        <FormField
          {...field('name')}
          label={me?.company ? t('ui.acc.tradeName') : t('ui.acc.name')}
          autoComplete="name"
          freeText
        />
        <FormField
          {...field('cpfCnpj')}
          mask={(typed) => maskCpfCnpj(typed, me?.company ? 'J' : 'F')}
          label={t('ui.acc.cpfCnpj')}
          {...(me?.company ? { autoCapitalize: 'characters' } : { inputMode: 'numeric' })}
        />
        <FormField {...field('phone')} mask={maskPhone} label={t('ui.acc.phone')} type="tel" autoComplete="tel" />
        <FormField
          {...field('postalCode')}
          mask={maskCep}
          label={t('ui.acc.cep')}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        {me?.company ? (
          <>
            <FormField {...field('legalName')} label={t('ui.acc.companyName')} freeText />
            <FormField {...field('stateRegistration')} label={t('ui.acc.stateRegistration')} />
            <FormField
              {...field('openingDate')}
              mask={maskDate}
              label={t('ui.acc.openingDate')}
              inputMode="numeric"
              placeholder="DD/MM/AAAA"
            />
            <FormField {...field('purchaseResponsibleName')} label={t('ui.acc.purchaseResponsible')} freeText />
          </>
        ) : null}
        <button type="submit" className="btn-primary" disabled={formState.isSubmitting || !me}>
          {t('ui.save')}
        </button>
      </form>
    </section>
  );
}

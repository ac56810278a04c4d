import {
  cardNumberErrors,
  companyDateToIso,
  maskCpfCnpj,
  maskPhone,
  onlyDigits,
  plainTaxId,
  validateRegistration,
  type Message,
  type RegistrationField,
  type RegistrationInput,
} from '@store/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useServices } from '../../lib/services';
import { coreRule, showServerErrors } from '../../lib/form-rules';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { AccountRestError, accountApi, type RegisterBody } from './account-api';
import { FormField } from './form-field';

/** Spec 8: the registration success message stays 15 s. */
export const REGISTER_SUCCESS_MS = 15_000;

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirmation: '',
  tradeName: '',
  companyName: '',
  cpfCnpj: '',
  stateRegistration: '',
  openingDate: '',
  purchaseResponsibleName: '',
};
type Values = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as RegistrationField[];

/** DD/MM/YYYY as typed: '10032015' → '10/03/2015'. */
export function maskDate(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** The REST field names of POST /api/register mapped back to the form's fields. */
const FROM_REST: Record<string, RegistrationField> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  trade_name: 'tradeName',
  company_name: 'companyName',
  cpf_cnpj: 'cpfCnpj',
  state_registration: 'stateRegistration',
  company_created_at: 'openingDate',
  purchase_responsible_name: 'purchaseResponsibleName',
};

/** Every message of the form for these values, by the form's field: core's rules, then a card number in a name. */
function registrationErrors(values: Values, company: boolean, now: Date): Partial<Record<RegistrationField, Message>> {
  const base = {
    name: company ? values.tradeName : values.name,
    email: values.email.trim(),
    phone: values.phone,
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
  };
  const input: RegistrationInput = company
    ? {
        ...base,
        company: true,
        tradeName: values.tradeName,
        companyName: values.companyName,
        cpfCnpj: values.cpfCnpj,
        stateRegistration: values.stateRegistration,
        openingDate: values.openingDate,
        purchaseResponsibleName: values.purchaseResponsibleName,
      }
    : base;
  const found = validateRegistration(input, now) as Partial<Record<RegistrationField, Message>>;
  const { name, tradeName, companyName, purchaseResponsibleName } = values;
  const typed = company ? { tradeName, companyName, purchaseResponsibleName } : { name };
  for (const [field, message] of Object.entries(cardNumberErrors<RegistrationField>(typed)))
    found[field as RegistrationField] ??= message;
  // A company's `name` is its trade name: its message belongs beside that field.
  if (company && found.name) {
    found.tradeName ??= found.name;
    delete found.name;
  }
  return found;
}

/** Sign-up as a person or a company (spec 5): core's validateRegistration decides, the server checks again. */
export function RegisterForm({ onDone }: { onDone: (email: string) => void }) {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const [company, setCompany] = useState(false);
  const [problem, setProblem] = useState('');
  // checked on 'Cadastrar', then again as a field is typed in (a message that vanished as a field was left would move the button under the pointer)
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<Values>({ defaultValues: EMPTY });
  const rules = (name: RegistrationField) => ({
    validate: coreRule<string, Values>(t, (_, values) => registrationErrors(values, company, new Date())[name]),
  });
  const field = (name: RegistrationField) => ({ control, name, rules: rules(name) });

  const submit = handleSubmit(async (values) => {
    setProblem('');
    const body: RegisterBody = {
      type: company ? 'company' : 'person',
      name: company ? values.tradeName.trim() : values.name.trim(),
      email: values.email.trim(),
      phone: onlyDigits(values.phone),
      password: values.password,
      password_confirmation: values.passwordConfirmation,
      ...(company
        ? {
            trade_name: values.tradeName.trim(),
            company_name: values.companyName.trim(),
            cpf_cnpj: plainTaxId(values.cpfCnpj),
            state_registration: values.stateRegistration.trim(),
            company_created_at: companyDateToIso(values.openingDate),
            purchase_responsible_name: values.purchaseResponsibleName.trim(),
          }
        : {}),
    };
    try {
      await accountApi.register(services, body);
      services.prompts.message({ title: t('register.success'), tone: 'success', timeout: REGISTER_SUCCESS_MS });
      onDone(body.email);
    } catch (error) {
      if (error instanceof AccountRestError) {
        const shown = showServerErrors(setError, error.fields, FIELDS, FROM_REST);
        setProblem(shown ? error.message : error.message || t('register.failed'));
      } else setProblem(t('register.failed'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <fieldset className="flex gap-2">
        <legend className="mb-1 text-sm font-medium">{t('ui.acc.accountType')}</legend>
        {[false, true].map((kind) => (
          <label
            key={String(kind)}
            className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 ${company === kind ? 'border-primary-strong bg-primary/10 font-semibold' : 'border-line'}`}
          >
            <input
              type="radio"
              name="account-type"
              className="accent-primary-strong"
              checked={company === kind}
              onChange={() => {
                setCompany(kind);
                clearErrors();
              }}
            />
            {t(kind ? 'ui.acc.company' : 'ui.acc.person')}
          </label>
        ))}
      </fieldset>
      {company ? (
        <>
          <FormField {...field('tradeName')} label={t('ui.acc.tradeName')} autoComplete="organization" freeText />
          <FormField {...field('companyName')} label={t('ui.acc.companyName')} freeText />
          <FormField
            {...field('cpfCnpj')}
            mask={(typed) => maskCpfCnpj(typed, 'J')}
            label={t('ui.acc.cnpj')}
            autoCapitalize="characters"
          />
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
      ) : (
        <FormField {...field('name')} label={t('ui.acc.name')} autoComplete="name" freeText />
      )}
      <FormField {...field('email')} label={t('ui.email')} type="email" autoComplete="email" />
      <FormField {...field('phone')} mask={maskPhone} label={t('ui.acc.phone')} type="tel" autoComplete="tel" />
      <FormField {...field('password')} label={t('ui.password')} type="password" autoComplete="new-password" />
      <FormField
        {...field('passwordConfirmation')}
        label={t('ui.acc.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
      />
      {problem ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={formState.isSubmitting}>
        {t('ui.acc.register')}
      </button>
    </form>
  );
}

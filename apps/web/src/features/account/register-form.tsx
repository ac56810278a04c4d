import {
  cardNumberErrors,
  companyDateToIso,
  maskPhone,
  onlyDigits,
  validateRegistration,
  type Message,
  type RegistrationField,
  type RegistrationInput,
} from '@store/core';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n/use-t';
import { AccountRestError, accountApi, type RegisterBody } from './account-api';
import { Field } from './field';

/** Spec 8: the registration success message stays 15 s. */
export const REGISTER_SUCCESS_MS = 15_000;

const EMPTY = {
  name: '', email: '', phone: '', password: '', passwordConfirmation: '',
  tradeName: '', companyName: '', cpfCnpj: '', stateRegistration: '', openingDate: '', purchaseResponsibleName: '',
};
type Values = typeof EMPTY;

/** DD/MM/YYYY as typed: '10032015' → '10/03/2015'. */
export function maskDate(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** The REST field names of POST /api/register mapped back to the form's fields. */
const FROM_REST: Record<string, RegistrationField> = {
  name: 'name', email: 'email', phone: 'phone', password: 'password', password_confirmation: 'passwordConfirmation',
  trade_name: 'tradeName', company_name: 'companyName', cpf_cnpj: 'cpfCnpj', state_registration: 'stateRegistration',
  company_created_at: 'openingDate', purchase_responsible_name: 'purchaseResponsibleName',
};

/** Sign-up as a person or a company (spec 5): core's validateRegistration decides, the server checks again. */
export function RegisterForm({ onDone }: { onDone: (email: string) => void }) {
  const { t } = useT();
  const services = useServices();
  const [company, setCompany] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const input = (): RegistrationInput => {
    const base = { name: company ? values.tradeName : values.name, email: values.email.trim(), phone: values.phone, password: values.password, passwordConfirmation: values.passwordConfirmation };
    return company
      ? { ...base, company: true, tradeName: values.tradeName, companyName: values.companyName, cpfCnpj: values.cpfCnpj, stateRegistration: values.stateRegistration, openingDate: values.openingDate, purchaseResponsibleName: values.purchaseResponsibleName }
      : base;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    const found = validateRegistration(input(), new Date()) as Partial<Record<RegistrationField, Message>>;
    const { name, tradeName, companyName, purchaseResponsibleName } = values;
    const typed = company ? { tradeName, companyName, purchaseResponsibleName } : { name };
    for (const [field, message] of Object.entries(cardNumberErrors<RegistrationField>(typed))) found[field as RegistrationField] ??= message;
    // A company's `name` is its trade name: its message belongs beside that field.
    if (company && found.name) {
      found.tradeName ??= found.name;
      delete found.name;
    }
    const shown = Object.fromEntries(Object.entries(found).map(([k, m]) => [k, t(m)]));
    setErrors(shown);
    if (Object.keys(shown).length) return;
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
            cpf_cnpj: onlyDigits(values.cpfCnpj),
            state_registration: values.stateRegistration.trim(),
            company_created_at: companyDateToIso(values.openingDate),
            purchase_responsible_name: values.purchaseResponsibleName.trim(),
          }
        : {}),
    };
    setBusy(true);
    try {
      await accountApi.register(services, body);
      services.prompts.message({ title: t('register.success'), tone: 'success', timeout: REGISTER_SUCCESS_MS });
      onDone(body.email);
    } catch (error) {
      if (error instanceof AccountRestError) {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [FROM_REST[k] ?? k, m]));
        setErrors(fields);
        setProblem(Object.keys(fields).length ? error.message : error.message || t('register.failed'));
      } else setProblem(t('register.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <fieldset className="flex gap-2">
        <legend className="mb-1 text-sm font-medium">{t('ui.acc.accountType')}</legend>
        {[false, true].map((kind) => (
          <label key={String(kind)} className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 ${company === kind ? 'border-primary-strong bg-primary/10 font-semibold' : 'border-line'}`}>
            <input type="radio" name="account-type" className="accent-primary-strong" checked={company === kind} onChange={() => { setCompany(kind); setErrors({}); }} />
            {t(kind ? 'ui.acc.company' : 'ui.acc.person')}
          </label>
        ))}
      </fieldset>
      {company ? (
        <>
          <Field label={t('ui.acc.tradeName')} value={values.tradeName} onValue={set('tradeName')} error={errors.tradeName} autoComplete="organization" freeText />
          <Field label={t('ui.acc.companyName')} value={values.companyName} onValue={set('companyName')} error={errors.companyName} freeText />
          <Field label={t('ui.acc.cnpj')} value={values.cpfCnpj} onValue={set('cpfCnpj')} error={errors.cpfCnpj} inputMode="numeric" />
          <Field label={t('ui.acc.stateRegistration')} value={values.stateRegistration} onValue={set('stateRegistration')} error={errors.stateRegistration} />
          <Field label={t('ui.acc.openingDate')} value={values.openingDate} onValue={(v) => set('openingDate')(maskDate(v))} error={errors.openingDate} inputMode="numeric" placeholder="DD/MM/AAAA" />
          <Field label={t('ui.acc.purchaseResponsible')} value={values.purchaseResponsibleName} onValue={set('purchaseResponsibleName')} error={errors.purchaseResponsibleName} freeText />
        </>
      ) : (
        <Field label={t('ui.acc.name')} value={values.name} onValue={set('name')} error={errors.name} autoComplete="name" freeText />
      )}
      <Field label={t('ui.email')} type="email" value={values.email} onValue={set('email')} error={errors.email} autoComplete="email" />
      <Field label={t('ui.acc.phone')} type="tel" value={values.phone} onValue={(v) => set('phone')(maskPhone(v))} error={errors.phone} autoComplete="tel" />
      <Field label={t('ui.password')} type="password" value={values.password} onValue={set('password')} error={errors.password} autoComplete="new-password" />
      <Field label={t('ui.acc.passwordConfirmation')} type="password" value={values.passwordConfirmation} onValue={set('passwordConfirmation')} error={errors.passwordConfirmation} autoComplete="new-password" />
      {problem ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        {t('ui.acc.register')}
      </button>
    </form>
  );
}

import {
  companyDateToIso,
  isBlank,
  maskCep,
  maskPhone,
  msg,
  onlyDigits,
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
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n/use-t';
import { EmailChangeOutcome, EmailFields, isNewEmail, useEmailAccount } from './email-change';
import { Field } from './field';
import { maskDate } from './register-form';
import { useMe } from './use-me';
import { graphql } from '../../lib/graphql-client';

const UPDATE_ME = graphql(`mutation UpdateMe($input: UpdateMeInput!) { updateMe(input: $input) { id } }`);
const COMPANY_QUERY = graphql(`query MyCompanyData { me { id stateRegistration company_name companyCreatedAt purchaseResponsibleName } }`);
const EMPTY = { email: '', currentPassword: '', name: '', phone: '', cpfCnpj: '', postalCode: '', stateRegistration: '', legalName: '', openingDate: '', purchaseResponsibleName: '' };
const required = (value: string): Message | null => (isBlank(value) ? msg('validation.required') : null);
/** '2015-03-10' → '10/03/2015' */
const typedDate = (iso: string | null) => (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : '');
type Values = typeof EMPTY;

/** 'Meus dados': the data spec 4 needs for a complete account (name, CPF/CNPJ, phone, CEP) through updateMe. */
export default function EditPage() {
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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (me) {
      setValues((v) => ({
        ...v, email: me.email, currentPassword: '', name: me.name, phone: maskPhone(me.phone ?? ''), cpfCnpj: me.cpfCnpj ?? '', postalCode: maskCep(me.postalCode ?? ''),
        ...(company
          ? { stateRegistration: company.stateRegistration ?? '', legalName: company.company_name ?? '', openingDate: typedDate(company.companyCreatedAt), purchaseResponsibleName: company.purchaseResponsibleName ?? '' }
          : {}),
      }));
    }
  }, [me, company]);
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const incomplete = me && [me.name, me.cpfCnpj, me.phone, me.postalCode].some((v) => !v);
  const account = useEmailAccount().data;
  const changingEmail = isNewEmail(account, values.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, Message | null> = {
      email: changingEmail ? validateEmail(values.email) : null,
      currentPassword: changingEmail && account?.hasPassword ? required(values.currentPassword) : null,
      name: validateFullName(values.name) ?? validateNoCardNumber(values.name),
      phone: validatePhone(values.phone),
      cpfCnpj: validateCpfCnpj(values.cpfCnpj, me?.company ? 'J' : 'F'),
      postalCode: validateCep(values.postalCode),
      ...(me?.company
        ? {
            stateRegistration: validateStateRegistration(values.stateRegistration),
            legalName: required(values.legalName) ?? validateNoCardNumber(values.legalName),
            openingDate: validateCompanyOpeningDate(values.openingDate, new Date()),
            purchaseResponsibleName: required(values.purchaseResponsibleName) ?? validateNoCardNumber(values.purchaseResponsibleName),
          }
        : {}),
    };
    const shown = Object.fromEntries(Object.entries(found).flatMap(([k, m]) => (m ? [[k, t(m)]] : [])));
    setErrors(shown);
    if (Object.keys(shown).length) return;
    setBusy(true);
    try {
      const input = { name: values.name.trim(), phone: onlyDigits(values.phone), cpfCnpj: onlyDigits(values.cpfCnpj), postalCode: onlyDigits(values.postalCode) };
      const companyInput = me?.company
        ? {
            stateRegistration: values.stateRegistration.trim(),
            company_name: values.legalName.trim(),
            companyCreatedAt: companyDateToIso(values.openingDate),
            purchaseResponsibleName: values.purchaseResponsibleName.trim(),
          }
        : {};
      // a new e-mail waits for its link: the page stays, showing where the link went
      const emailInput = changingEmail ? { email: values.email.trim(), ...(account?.hasPassword ? { currentPassword: values.currentPassword } : {}) } : {};
      await gql.request(UPDATE_ME, { input: { ...input, ...companyInput, ...emailInput } });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      if (changingEmail) {
        prompts.message({ title: t('email.changePending', { email: values.email.trim().toLowerCase() }), tone: 'success' });
        // the field shows the address in force again; the pending one is shown under it
        setValues((v) => ({ ...v, email: account?.email ?? v.email, currentPassword: '' }));
        return;
      }
      prompts.snackbar(t('ui.acc.saved'), { tone: 'success' });
      void navigate('/account');
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.accountEdit')}</h1>
      <EmailChangeOutcome />
      {incomplete ? <p className="rounded-lg bg-warning-soft p-3 text-sm">{t('account.incompleteData')}</p> : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6">
        <EmailFields account={account} email={values.email} currentPassword={values.currentPassword} onEmail={set('email')} onCurrentPassword={set('currentPassword')} errors={errors} />
        <Field label={me?.company ? t('ui.acc.tradeName') : t('ui.acc.name')} value={values.name} onValue={set('name')} error={errors.name} autoComplete="name" freeText />
        <Field label={t('ui.acc.cpfCnpj')} value={values.cpfCnpj} onValue={set('cpfCnpj')} error={errors.cpfCnpj} inputMode="numeric" />
        <Field label={t('ui.acc.phone')} type="tel" value={values.phone} onValue={(v) => set('phone')(maskPhone(v))} error={errors.phone} autoComplete="tel" />
        <Field label={t('ui.acc.cep')} value={values.postalCode} onValue={(v) => set('postalCode')(maskCep(v))} error={errors.postalCode} inputMode="numeric" autoComplete="postal-code" />
        {me?.company ? (
          <>
            <Field label={t('ui.acc.companyName')} value={values.legalName} onValue={set('legalName')} error={errors.legalName} freeText />
            <Field label={t('ui.acc.stateRegistration')} value={values.stateRegistration} onValue={set('stateRegistration')} error={errors.stateRegistration} />
            <Field label={t('ui.acc.openingDate')} value={values.openingDate} onValue={(v) => set('openingDate')(maskDate(v))} error={errors.openingDate} inputMode="numeric" placeholder="DD/MM/AAAA" />
            <Field label={t('ui.acc.purchaseResponsible')} value={values.purchaseResponsibleName} onValue={set('purchaseResponsibleName')} error={errors.purchaseResponsibleName} freeText />
          </>
        ) : null}
        <button type="submit" className="btn-primary" disabled={busy || !me}>
          {t('ui.save')}
        </button>
      </form>
    </section>
  );
}

import {
  onlyDigits,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateRecoveryCode,
  type Message,
} from '@store/core';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { wireMessage } from '../../lib/wire-message';
import { AccountRestError, accountApi } from './account-api';
import { Field } from './field';

type Errors = Partial<Record<'email' | 'code' | 'password' | 'password_confirmation', string>>;

/** Password recovery: the e-mail gets a 6-digit code, then the code and a new password (spec 5). */
export function RecoveryForm({ initialEmail, onDone }: { initialEmail: string; onDone: (email: string) => void }) {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const shown = (found: Record<string, Message | null>) =>
    Object.fromEntries(Object.entries(found).flatMap(([k, m]) => (m ? [[k, t(m)]] : [])));

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setProblem('');
    try {
      await task();
    } catch (error) {
      if (error instanceof AccountRestError) {
        setErrors(error.fields);
        setProblem(error.message);
      } else setProblem(t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const found = shown({ email: validateEmail(email) });
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(async () => {
      const answer = await accountApi.forgotPassword(services, email.trim());
      services.prompts.snackbar(t(wireMessage(answer) ?? 'password.resetCodeSent'));
      setStep('code');
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    const found = shown({
      code: validateRecoveryCode(code),
      password: validatePassword(password),
      password_confirmation: validatePasswordConfirmation(password, confirmation),
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(async () => {
      await accountApi.resetPassword(services, {
        email: email.trim(),
        code: onlyDigits(code),
        password,
        password_confirmation: confirmation,
      });
      services.prompts.message({ title: t('password.resetDone'), tone: 'success' });
      onDone(email.trim());
    });
  };

  const alert = problem ? (
    <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm">
      {problem}
    </p>
  ) : null;

  return step === 'email' ? (
    <form noValidate onSubmit={sendCode} className="flex flex-col gap-3">
      <Field
        label={t('ui.email')}
        type="email"
        value={email}
        onValue={setEmail}
        error={errors.email}
        autoComplete="email"
      />
      {alert}
      <button type="submit" className="btn-primary" disabled={busy}>
        {t('ui.acc.sendCode')}
      </button>
    </form>
  ) : (
    <form noValidate onSubmit={reset} className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('password.resetCodeSent')}</p>
      <Field
        label={t('ui.acc.code')}
        value={code}
        onValue={(v) => setCode(onlyDigits(v).slice(0, 6))}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Field
        label={t('ui.acc.newPassword')}
        type="password"
        value={password}
        onValue={setPassword}
        error={errors.password}
        autoComplete="new-password"
      />
      <Field
        label={t('ui.acc.passwordConfirmation')}
        type="password"
        value={confirmation}
        onValue={setConfirmation}
        error={errors.password_confirmation}
        autoComplete="new-password"
      />
      {alert}
      <button type="submit" className="btn-primary" disabled={busy}>
        {t('ui.acc.resetPassword')}
      </button>
    </form>
  );
}

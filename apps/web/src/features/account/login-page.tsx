import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/guards';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { useSignedIn } from '../../lib/use-session';
import { Field } from './field';
import { RecoveryForm } from './recovery-form';
import { RegisterForm } from './register-form';
import { landingAfterSignIn, signIn, signInSocial } from './sign-in';
import { AppleLogo, GoogleLogo } from './social-logos';
import { PROVIDER_NAMES, providerToken, type SocialProvider } from './social-sign-in';

type Mode = 'login' | 'register' | 'forgot';

/**
 * 'Entrar' (login-options): e-mail and password through POST /oauth/token, Google and Apple, sign-up as a
 * person or a company and password recovery; after signing in, back to `redirect` (a courier without one: to their
 * deliveries).
 */
export default function LoginPage() {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const problem = await signIn(services, email, password);
    const landing = problem ? target : await landingAfterSignIn(services, params.get('redirect'), target);
    setBusy(false);
    if (problem) return setError(problem);
    void navigate(landing, { replace: true });
  };

  const social = async (provider: SocialProvider) => {
    const failed = () =>
      services.prompts.snackbar(t('auth.socialLoginFailed', { provider: PROVIDER_NAMES[provider] }), { tone: 'error' });
    let token: Awaited<ReturnType<typeof providerToken>>;
    try {
      token = await providerToken(provider, services.config.providers?.[provider]?.clientId);
    } catch {
      return failed();
    }
    setBusy(true);
    const problem = await signInSocial(services, provider, token.idToken, token.name);
    const landing = problem ? target : await landingAfterSignIn(services, params.get('redirect'), target);
    setBusy(false);
    if (problem) return failed();
    void navigate(landing, { replace: true });
  };

  const backToLogin = (known: string) => {
    setEmail(known);
    setPassword('');
    setMode('login');
  };

  if (signedIn && !busy) return <Navigate to={target} replace />;

  const tabs: { mode: Mode; label: string }[] = [
    { mode: 'login', label: t('ui.signIn') },
    { mode: 'register', label: t('ui.acc.createAccount') },
  ];

  return (
    <div className="page flex justify-center">
      <div className="flex w-full max-w-md flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-line sm:p-6">
        <h1 className="text-2xl font-bold">
          {mode === 'register' ? t('ui.acc.createAccount') : mode === 'forgot' ? t('ui.acc.forgot') : t('route.login')}
        </h1>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-black/5 p-1" role="group">
          {tabs.map((tab) => (
            <button
              key={tab.mode}
              type="button"
              aria-pressed={mode === tab.mode}
              className={`min-h-11 rounded-md font-semibold ${mode === tab.mode ? 'bg-surface text-primary-strong shadow-sm' : 'text-muted'}`}
              onClick={() => setMode(tab.mode)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {mode === 'login' ? (
          <>
            <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
              <Field
                label={t('ui.email')}
                type="email"
                autoComplete="username"
                required
                value={email}
                onValue={setEmail}
              />
              <Field
                label={t('ui.password')}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onValue={setPassword}
              />
              {error ? (
                <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="btn-primary" disabled={busy}>
                {t('ui.signIn')}
              </button>
              <button type="button" className="btn-text self-center" onClick={() => setMode('forgot')}>
                {t('ui.acc.forgot')}
              </button>
            </form>
            <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
              {t('ui.acc.or')}
            </p>
            <div className="flex flex-col gap-2">
              {/* Google: white, grey border, dark text; Apple: black with white text (their branding guidelines). */}
              <button
                type="button"
                className="inline-flex min-h-11 items-center justify-center gap-3 rounded-lg border border-[#747775] bg-white px-4 py-2 font-medium text-[#1f1f1f] transition hover:bg-[#f2f2f2] disabled:opacity-60"
                onClick={() => void social('google')}
              >
                <GoogleLogo />
                {t('ui.acc.withGoogle')}
              </button>
              <button
                type="button"
                className="inline-flex min-h-11 items-center justify-center gap-3 rounded-lg bg-black px-4 py-2 font-medium text-white transition hover:bg-[#333] disabled:opacity-60 dark:bg-white dark:text-black dark:hover:bg-[#e6e6e6]"
                onClick={() => void social('apple')}
              >
                <AppleLogo />
                {t('ui.acc.withApple')}
              </button>
            </div>
          </>
        ) : mode === 'register' ? (
          <RegisterForm onDone={backToLogin} />
        ) : (
          <>
            <RecoveryForm initialEmail={email} onDone={backToLogin} />
            <button type="button" className="btn-text self-center" onClick={() => setMode('login')}>
              {t('ui.acc.haveAccount')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/guards';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n/use-t';
import { useSignedIn } from '../../lib/use-session';
import { signIn } from './sign-in';

/** 'Entrar' (login-options): e-mail and password through POST /oauth/token, then back to `redirect`. */
export default function LoginPage() {
  const { t } = useT();
  const services = useServices();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const problem = await signIn(services, email, password);
    setBusy(false);
    if (problem) return setError(problem);
    void navigate(target, { replace: true });
  };

  if (signedIn && !busy) return <Navigate to={target} replace />;

  return (
    <div className="page flex justify-center">
      <form onSubmit={(event) => void submit(event)} className="flex w-full max-w-sm flex-col gap-4 rounded-xl bg-surface p-6 ring-1 ring-line">
        <h1 className="text-2xl font-bold">{t('route.login')}</h1>
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
            {t('ui.email')}
          </label>
          <input id={`${id}-email`} className="input" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="mb-1 block text-sm font-medium">
            {t('ui.password')}
          </label>
          <input id={`${id}-password`} className="input" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        {error ? (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" disabled={busy}>
          {t('ui.signIn')}
        </button>
      </form>
    </div>
  );
}

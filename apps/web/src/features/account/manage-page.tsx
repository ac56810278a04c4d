import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { useSignedIn } from '../../lib/use-session';
import { AccountRestError, accountApi } from './account-api';
import { loadWithRetry } from '../../lib/lazy-page';

/** The deletion dialog (its form and its sign-in checks) comes in its own chunk, when the shopper asks for it. */
const DeleteAccountDialog = lazy(() =>
  loadWithRetry(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog }))),
);

/** 'Gerenciar meus dados' (LGPD), open to visitors: they read what it offers and a way to sign in. */
export default function ManagePage() {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const blob = await accountApi.exportMyData(services);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'meus-dados.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      services.prompts.message({ title: error instanceof AccountRestError ? error.message : t('error.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.accountManage')}</h1>
      <p>{t('ui.acc.manageIntro')}</p>
      {signedIn ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void download()}>
            {t('ui.acc.export')}
          </button>
          <button
            type="button"
            className="btn-secondary border-danger text-danger"
            disabled={busy}
            onClick={() => setDeleting(true)}
          >
            {t('ui.acc.delete')}
          </button>
          {deleting ? (
            <Suspense fallback={null}>
              <DeleteAccountDialog onClose={() => setDeleting(false)} />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-2 rounded-xl bg-surface p-4 ring-1 ring-line">
          <p className="text-muted">{t('ui.acc.signInToManage')}</p>
          <Link to={`/account/login-options?redirect=${encodeURIComponent('/account/manage')}`} className="btn-primary">
            {t('ui.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}

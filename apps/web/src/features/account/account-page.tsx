import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n/use-t';
import { signOut } from './sign-in';
import { useMe } from './use-me';

/** 'Minha conta': who is signed in and the way out; the account screens arrive with a later issue. */
export default function AccountPage() {
  const { t } = useT();
  const services = useServices();
  const navigate = useNavigate();
  const me = useMe().data;
  const leave = async () => {
    if (!(await services.prompts.confirm({ title: t('ui.confirmSignOut'), confirmLabel: t('ui.signOut') }))) return;
    await signOut(services);
    void navigate('/store');
  };
  return (
    <section className="page flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{t('route.account')}</h1>
      {me ? <p>{t('ui.signedInAs', { name: me.name })}</p> : null}
      <p className="text-muted">{t('ui.comingSoon')}</p>
      <button type="button" className="btn-secondary" onClick={() => void leave()}>
        {t('ui.signOut')}
      </button>
    </section>
  );
}

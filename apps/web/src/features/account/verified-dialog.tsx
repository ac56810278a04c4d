import { useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n/use-t';
import { FROM_MODAL } from '../../lib/open-modals';
import { useSignedIn } from '../../lib/use-session';

/** Spec 2: after the e-mail link ('verified=1'), 'Vamo lá' goes to the store when signed in, else to the account with login. */
export default function VerifiedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (
    <Modal title={t('account.verifiedTitle')} onClose={onClose}>
      <p className="text-muted">{t('ui.verifiedText')}</p>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          className="btn-primary"
          autoFocus
          onClick={() => {
            onClose();
            void navigate(signedIn ? '/store' : '/account?login=1', { state: FROM_MODAL });
          }}
        >
          {t('account.verifiedGo')}
        </button>
      </div>
    </Modal>
  );
}

import { useEffect, useState } from 'react';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { isInsideNativeApp } from '../../lib/inside-native-app';
import { useSignedIn } from '../../lib/use-session';
import { pushSupported, subscribeThisBrowser } from './push-api';

type State = 'unsupported' | 'blocked' | 'offer' | 'working' | 'on' | 'failed';

const initialState = (): State => {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'offer';
};

/**
 * 'Ativar notificações': the browser asks for permission only after this tap (spec 8 'As notificações estão
 * bloqueadas' when refused); then this browser subscribes with the store's key and is registered for the shopper.
 * Inside the native app the app's own push token is used instead, so nothing shows.
 */
export function PushOptIn() {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const signedIn = useSignedIn();
  const [state, setState] = useState<State>(initialState);

  // Already subscribed here (permission granted earlier): say so, and keep the registration current for this shopper.
  useEffect(() => {
    if (!signedIn || state !== 'offer' || Notification.permission !== 'granted') return;
    let cancelled = false;
    void navigator.serviceWorker
      .getRegistration()
      .then(async (registration) => {
        if (cancelled || !(await registration?.pushManager.getSubscription())) return;
        await subscribeThisBrowser(services);
        if (!cancelled) setState('on');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, state, services]);

  if (state === 'unsupported' || !signedIn || isInsideNativeApp()) return null;

  const turnOn = async () => {
    setState('working');
    const answer =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (answer !== 'granted') {
      setState(answer === 'denied' ? 'blocked' : 'offer');
      return;
    }
    try {
      await subscribeThisBrowser(services);
      setState('on');
    } catch {
      setState('failed');
    }
  };

  if (state === 'blocked') {
    return (
      <div role="status" className="flex flex-col gap-1 rounded-lg bg-warning-soft p-3 text-sm">
        <p className="font-semibold">{t('notifications.blocked')}</p>
        <p>{t('ui.acc.pushBlockedHint')}</p>
      </div>
    );
  }
  if (state === 'on') {
    return (
      <p role="status" className="rounded-lg bg-surface p-3 text-sm ring-1 ring-line">
        {t('ui.acc.pushEnabled')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl bg-surface p-4 ring-1 ring-line">
      <p className="text-sm">
        {t(services.config.ecommerce === false ? 'ui.acc.pushHintAppointments' : 'ui.acc.pushHint')}
      </p>
      <button type="button" className="btn-secondary" disabled={state === 'working'} onClick={() => void turnOn()}>
        {t('ui.acc.enablePush')}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {t('ui.acc.pushFailed')}
        </p>
      ) : null}
    </div>
  );
}

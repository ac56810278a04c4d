import { Outlet } from 'react-router';
import { BackToTop } from '../../components/back-to-top';
import { PageSuspense } from '../../components/page-suspense';
import { WhatsAppButton } from '../../components/whatsapp-button';
import { useT } from '../../lib/i18n/use-t';
import { useRouteDef } from '../routes';
import { OfflineNotice } from '../offline-notice';
import { useAppointmentsNav } from './appointments-section';
import { AlertBanner } from './alert-banner';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** The shop's frame: top bar, page, footer (hidden where spec 2 says), phone bottom bar and floating buttons. */
export function MainLayout() {
  const { t } = useT();
  const def = useRouteDef();
  const footer = def?.footer !== false;
  const appointments = useAppointmentsNav(def?.appointments === true);
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('ui.skipToContent')}
      </a>
      <TopBar />
      <OfflineNotice />
      <AlertBanner />
      {appointments ? <appointments.AppointmentSectionTabs /> : null}
      {/* At least a screen tall: the footer starts below the fold and never jumps when the content arrives. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      {footer ? <Footer /> : null}
      <div className="fixed bottom-20 right-3 z-30 flex flex-col items-end gap-3 md:bottom-6">
        <BackToTop />
        {/* Pages without a footer (cart) keep their totals clear of the floating button. */}
        {footer ? <WhatsAppButton /> : null}
      </div>
      <BottomBar />
    </div>
  );
}

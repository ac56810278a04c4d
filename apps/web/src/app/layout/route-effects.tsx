import { useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { VerifiedDialog } from '../../features/account/public';
import { openModals } from '../../lib/open-modals';
import { useServices } from '../services';

/**
 * Spec 2 'Route guards', the parts that are not about one route: an open modal, sheet or drawer cancels a
 * navigation and closes instead; `coupon_code` on any route sets the coupon; `verified=1` on load opens
 * the verified-account dialog.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const { coupon } = useServices();
  const [verified, setVerified] = useState(() => new URLSearchParams(location.search).get('verified') === '1');
  const first = useRef(true);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const fromModal = (nextLocation.state as { fromModal?: boolean } | null)?.fromModal === true;
    return openModals.count() > 0 && !fromModal && currentLocation.key !== nextLocation.key;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    openModals.closeTop();
  }, [blocker]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('coupon_code');
    // A coupon from a link is applied without validation (spec 4 'Coupon').
    if (code) coupon.dispatch({ type: 'fromLink', code });
    if (first.current) {
      first.current = false;
      if (params.get('verified') === '1') {
        params.delete('verified');
        const rest = params.toString();
        void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
      }
    }
  }, [location.search, location.pathname, coupon, navigate]);

  return verified ? <VerifiedDialog onClose={() => setVerified(false)} /> : null;
}

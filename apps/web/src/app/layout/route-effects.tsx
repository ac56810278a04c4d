import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { VerifiedDialog } from '../../features/account/public';
import { useServices } from '../../lib/services';

/**
 * Spec 2 'Route guards', the parts that are not about one route: `coupon_code` on any route sets the coupon;
 * `verified=1` on load opens the verified-account dialog. (An open modal, sheet or drawer cancelling a navigation is
 * the history's: app-history.tsx.)
 */
export function RouteEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const { coupon } = useServices();
  const [verified, setVerified] = useState(() => new URLSearchParams(location.search).get('verified') === '1');
  const first = useRef(true);

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

import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { loginRedirect } from '../../lib/guards';
import { BellIcon } from '../../components/icons';
import { graphql } from '../../lib/graphql-client';
import { useT } from '../../lib/i18n/use-t';
import { useSignedIn } from '../../lib/use-session';

const SET_STOCK_ALERT = graphql(
  'mutation StockAlert($storeId: ID, $itemId: ID!) { setStockAlert(storeId: $storeId, itemId: $itemId) }',
);

/** 'Avise-me': a stock alert for an item out of stock; it needs a sign-in, so a visitor goes to sign in first. */
export function StockAlertButton({ itemId }: { itemId: string }) {
  const { t } = useT();
  const { gql, config, prompts } = useServices();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const alert = useMutation({
    mutationFn: () => gql.request(SET_STOCK_ALERT, { storeId: config.storeId, itemId }),
    onSuccess: () => prompts.snackbar(t('ui.stockAlertSaved')),
  });
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={alert.isPending || alert.isSuccess}
      onClick={() =>
        signedIn ? alert.mutate() : void navigate(loginRedirect(`${location.pathname}${location.search}`))
      }
    >
      <BellIcon width={20} height={20} />
      {t('ui.notifyMe')}
    </button>
  );
}

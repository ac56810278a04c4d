import { useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import type { CartItem } from '../../lib/stores/guest-cart';
import { useCart } from './use-cart';

/** Adds to the cart and says so: 'Item adicionado ao carrinho' with 'VER CARRINHO' (spec 8), or offline why not. */
export function useAddToCart() {
  const cart = useCart();
  const { prompts } = useServices();
  const navigate = useNavigate();
  const { t } = useT();
  return async (item: CartItem, quantity: number) => {
    // A signed-in shopper's cart is on the server: offline, the change would wait unseen and claim success whenever
    // the connection came back. A visitor's cart is on this device and takes the item.
    if (cart.signedIn && !navigator.onLine) return void prompts.message({ title: t('cart.notAddedOffline') });
    try {
      await cart.add(item, quantity);
    } catch {
      return; // the error was already shown by the one error reporter
    }
    prompts.snackbar(t('cart.itemAdded'), {
      action: { label: t('cart.view'), run: () => void navigate('/store/shopping') },
    });
  };
}

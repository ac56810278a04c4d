import { useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import type { CartItem } from '../../lib/stores/guest-cart';
import { useCart } from './use-cart';

/** Adds to the cart and says so: 'Item adicionado ao carrinho' with 'VER CARRINHO' (spec 8). */
export function useAddToCart() {
  const cart = useCart();
  const { prompts } = useServices();
  const navigate = useNavigate();
  const { t } = useT();
  return async (item: CartItem, quantity: number) => {
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

import type { cartShippingPtBR } from '../cart-shipping';
import type { Texts } from '../texts';

/** English: Cart, money, freight, shipping and the postal-code bar. */
export const cartShippingEn: Texts<typeof cartShippingPtBR> = {
  'money.amount': '{amount:money}',
  'freight.free': 'Free',
  'freight.unavailable': 'Not available',
  'freight.notServed': "We don't deliver to this area",
  'freeShipping.remaining': '{amount:money} left for free shipping',
  'shipping.choosePickup': "We don't deliver to this area. Choose the pickup option.",
  'postalBar.sendTo': 'Ship to {city} {state} - {cep}',
  'postalBar.savedLocation': 'Saved location (enter postal code)',
  'postalBar.enterPostalCode': 'Enter postal code for shipping',
  'cart.itemAdded': 'Item added to cart',
  'cart.view': 'VIEW CART',
  'cart.notAddedOffline': 'Offline: the item was not added to the cart',
  'cart.quantityInvalid': 'Enter a whole quantity from 1 to 999',
  'cart.itemUnavailable': 'Item unavailable',
  'cart.outOfStock': '{name} is out of stock',
  'cart.stockLimit': 'Only {available} unit(s) of {name} in stock',
  'cart.lineNotFound': 'Item not found in the cart',
  'cart.tooManyItems': 'The cart can hold at most {max} items',
  'freight.minimumPurchase': 'Minimum purchase of {amount:money} for delivery to this area',
  'freight.subtotalInvalid': 'Enter a valid purchase amount',
  'postalBar.sendToPostalCode': 'Ship to {cep}',
};

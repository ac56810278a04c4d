import { trackingBannerEn } from './ui-messages-tracking-banner.en';
import type { generalPtBR, uiPtBR } from './ui-messages';
import type { laterUiPtBR } from './ui-messages-later';
import { laterUiEn } from './ui-messages-later.en';

// English for the storefront's own labels (ui-messages.ts has the pt-BR ones): loaded only for English readers.
const generalEn: Record<keyof typeof generalPtBR, string> = {
  'ui.dismiss': 'Dismiss notice',
  'ui.close': 'Close',
  'ui.openMenu': 'Open categories',
  'ui.categories': 'Categories',
  'ui.search': 'Search products',
  'ui.searchPlaceholder': 'What are you looking for?',
  'ui.cart': 'Cart',
  'ui.cartWithCount': 'Cart, {count} items',
  'ui.notifications': 'Notifications',
  'ui.notificationsWithCount': 'Notifications, {count} unread',
  'ui.account': 'Account',
  'ui.store': 'Store',
  'ui.backToTop': 'Back to top',
  'ui.whatsapp': 'Talk to us on WhatsApp',
  'ui.mainNav': 'Main navigation',
  'ui.seeAll': 'See all',
  'ui.banner': 'Banner {index} of {count}',
  'ui.showBanner': 'Show banner {index}',
  'ui.add': 'Add',
  'ui.addNamedToCart': 'Add {name} to cart',
  'ui.outOfStock': 'Out of stock',
  'ui.from': 'Was {price}',
  'ui.freeShippingReached': 'You got free shipping!',
  'ui.freight': 'Shipping',
  'ui.goHome': 'Back to the store',
  'ui.pageLoadFailed': 'This page could not be loaded',
  'ui.pageLoadFailedHint': 'Check your internet connection and try again.',
  'ui.tryAgain': 'Try again',
  'ui.taxId': 'Tax id {value}',
  'ui.brand': 'Brand {name}',
  'ui.skipToContent': 'Skip to content',
  'ui.offline': 'You are offline. Showing what you saw last; shopping and sign-in come back with the connection.',
  'ui.shortcuts': 'Shortcuts',
  'ui.footerNav': 'Store links',
};

export const uiEn: Record<keyof typeof uiPtBR | keyof typeof laterUiPtBR, string> = {
  ...generalEn,
  ...laterUiEn,
  ...trackingBannerEn,
};

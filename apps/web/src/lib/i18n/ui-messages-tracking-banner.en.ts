import type { trackingBannerPtBR } from './ui-messages-tracking-banner';

// English: Live delivery: the alert banner's line, shown on every screen, so it loads with the first page.
export const trackingBannerEn: Record<keyof typeof trackingBannerPtBR, string> = {
  'ui.tr.banner': 'Your order #{id} is out for delivery.',
  'ui.tr.open': 'Track delivery',
};

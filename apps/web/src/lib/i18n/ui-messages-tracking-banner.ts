// Live delivery: the alert banner's line, shown on every screen, so it loads with the first page.
export const trackingBannerPtBR = {
  'ui.tr.banner': 'Seu pedido #{id} saiu para entrega.',
  'ui.tr.open': 'Acompanhar entrega',
} as const;

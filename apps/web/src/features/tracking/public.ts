// Live delivery tracking: what other parts of the storefront may use (the order page, the banner, the courier area).
export { TrackingModal } from './lazy-tracking-modal';
export { DeliveryCard } from './delivery-card';
export { DeliveryBanner } from './delivery-banner';
export { useOrderOutForDelivery } from './out-for-delivery';
export { ChatPanel } from './chat-panel';
export { haversineMeters, type Coords } from './eta';
export { useDeliverySocket } from './use-delivery-socket';

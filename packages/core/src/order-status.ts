import type { Locale } from './format';
import type { MessageKey } from './i18n/messages';
import { t } from './i18n/translate';

/** The 15 statuses of spec 4, in the order an order usually goes through them. */
export const ORDER_STATUSES = [
  'pendente',
  'pagamento_pendente',
  'pagamento_autorizado',
  'pagamento_aprovado',
  'pagamento_rejeitado',
  'processando',
  'aprovado',
  'saiu_entrega',
  'em_rota_entrega',
  'nao_entregue',
  'entregue',
  'concluido',
  'finalizado',
  'cancelado',
  'rejeitado',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const COLORS: Record<OrderStatus, string> = {
  pendente: '#9e9e9e',
  pagamento_pendente: '#ffb300',
  pagamento_autorizado: '#00897b',
  pagamento_aprovado: '#43a047',
  pagamento_rejeitado: '#e53935',
  processando: '#1e88e5',
  aprovado: '#2e7d32',
  saiu_entrega: '#8e24aa',
  em_rota_entrega: '#5e35b1',
  nao_entregue: '#f4511e',
  entregue: '#00acc1',
  concluido: '#7cb342',
  finalizado: '#3949ab',
  cancelado: '#616161',
  rejeitado: '#b71c1c',
};

// The spec leaves transitions to the server; this is the flow the server enforces and admins follow.
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pendente: ['pagamento_pendente', 'processando', 'cancelado'],
  pagamento_pendente: ['pagamento_aprovado', 'pagamento_autorizado', 'pagamento_rejeitado', 'cancelado'],
  pagamento_autorizado: ['pagamento_aprovado', 'pagamento_rejeitado', 'cancelado'],
  pagamento_rejeitado: ['pagamento_pendente', 'cancelado'],
  pagamento_aprovado: ['processando', 'cancelado'],
  // a store that does not approve separately hands a processing order straight to its courier
  processando: ['aprovado', 'saiu_entrega', 'rejeitado', 'cancelado'],
  aprovado: ['saiu_entrega', 'concluido', 'cancelado'],
  saiu_entrega: ['em_rota_entrega', 'entregue', 'nao_entregue'],
  em_rota_entrega: ['entregue', 'nao_entregue'],
  nao_entregue: ['saiu_entrega', 'cancelado'],
  entregue: ['concluido', 'finalizado'],
  concluido: ['finalizado'],
  finalizado: [],
  cancelado: [],
  rejeitado: [],
};

// Once the order has left the store the customer can no longer take it back.
// Once money was taken (authorised or approved) only the store cancels: it is the store that refunds.
const CUSTOMER_CANCELLABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'pendente',
  'pagamento_pendente',
  'pagamento_rejeitado',
  'processando',
]);

const known: ReadonlySet<string> = new Set(ORDER_STATUSES);

/** Guards status text from the database or the wire: `isOrderStatus('entregue')` → true. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && known.has(value);
}

/** Label in the reader's language: `statusLabel('saiu_entrega', 'pt-BR')` → 'Saiu para entrega'. */
export function statusLabel(status: OrderStatus, locale: Locale): string {
  const key: MessageKey = `orderStatus.${status}`;
  return t(locale, key);
}

/** Badge colour: `statusColor('cancelado')` → '#616161'. */
export function statusColor(status: OrderStatus): string {
  return COLORS[status];
}

/** A pickup order is collected at the store: it never goes out for delivery, whatever its status. */
export const isPickupGoingOut = (shippingType: string | null, to: OrderStatus): boolean =>
  shippingType === 'pickup' && to === 'saiu_entrega';

/** Whether the flow allows a move: `canTransition('pendente', 'entregue')` → false. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** No way out: `isTerminalStatus('finalizado')` → true. */
export function isTerminalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** The courier is on the way (spec 4): the only statuses in which a position is shared and shown. */
const UNDER_WAY: ReadonlySet<string> = new Set<OrderStatus>(['saiu_entrega', 'em_rota_entrega']);

/** Out for delivery: `isDeliveryUnderWay('em_rota_entrega')` → true, `isDeliveryUnderWay('entregue')` → false. */
export function isDeliveryUnderWay(status: string | null | undefined): boolean {
  return UNDER_WAY.has(status ?? '');
}

/** Customer cancellation only before payment is taken and the order leaves: `canCustomerCancel('pagamento_aprovado')` → false. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return CUSTOMER_CANCELLABLE.has(status);
}

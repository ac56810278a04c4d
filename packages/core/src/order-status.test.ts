import { describe, it, expect } from 'vitest';
import { t } from './i18n/translate';
import type { OrderStatus } from './order-status';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canCustomerCancel,
  canTransition,
  isDeliveryUnderWay,
  isOrderStatus,
  isTerminalStatus,
  statusColor,
  statusLabel,
} from './order-status';

const SPEC_LABELS: Record<OrderStatus, string> = {
  pendente: 'Pedido criado',
  pagamento_pendente: 'Aguardando pagamento',
  pagamento_aprovado: 'Pagamento aprovado',
  pagamento_autorizado: 'Pagamento autorizado',
  pagamento_rejeitado: 'Pagamento rejeitado',
  cancelado: 'Cancelado',
  processando: 'Processando pedido',
  aprovado: 'Aprovado',
  saiu_entrega: 'Saiu para entrega',
  em_rota_entrega: 'Entrega em andamento',
  nao_entregue: 'Pedido não entregue',
  entregue: 'Entrega realizada',
  concluido: 'Concluído',
  finalizado: 'Finalizado',
  rejeitado: 'Pedido rejeitado',
};

describe('order statuses', () => {
  it('has the 15 spec statuses with their pt-BR labels', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(Object.keys(SPEC_LABELS).sort());
    for (const status of ORDER_STATUSES) expect(statusLabel(status, 'pt-BR')).toBe(SPEC_LABELS[status]);
    expect(statusLabel('saiu_entrega', 'en')).toBe('Out for delivery');
  });

  it('gives each status its own hex colour', () => {
    const colours = ORDER_STATUSES.map(statusColor);
    expect(new Set(colours).size).toBe(15);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('recognises status strings', () => {
    expect(isOrderStatus('entregue')).toBe(true);
    expect(isOrderStatus('delivered')).toBe(false);
  });
});

describe('transitions', () => {
  it('follows the order flow', () => {
    expect(canTransition('pendente', 'pagamento_pendente')).toBe(true);
    expect(canTransition('pagamento_rejeitado', 'pagamento_pendente')).toBe(true);
    expect(canTransition('saiu_entrega', 'em_rota_entrega')).toBe(true);
    expect(canTransition('nao_entregue', 'saiu_entrega')).toBe(true);
    expect(canTransition('entregue', 'finalizado')).toBe(true);
    expect(canTransition('pendente', 'entregue')).toBe(false);
    expect(canTransition('saiu_entrega', 'cancelado')).toBe(false);
  });

  it('ends in cancelado, rejeitado and finalizado only', () => {
    expect(ORDER_STATUSES.filter(isTerminalStatus).sort()).toEqual(['cancelado', 'finalizado', 'rejeitado']);
  });

  it('only targets known statuses and reaches every status from pendente', () => {
    const reached = new Set<OrderStatus>(['pendente']);
    const queue: OrderStatus[] = ['pendente'];
    for (let current = queue.shift(); current; current = queue.shift()) {
      for (const next of ORDER_TRANSITIONS[current]) {
        expect(isOrderStatus(next)).toBe(true);
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    expect(reached.size).toBe(15);
  });
});

describe('customer cancellation', () => {
  it('is allowed only before payment is taken and the order leaves, and the flow allows it there', () => {
    const cancellable = ORDER_STATUSES.filter(canCustomerCancel);
    expect(cancellable.sort()).toEqual(['pagamento_pendente', 'pagamento_rejeitado', 'pendente', 'processando']);
    expect(canCustomerCancel('pagamento_aprovado')).toBe(false);
    for (const status of cancellable) expect(canTransition(status, 'cancelado')).toBe(true);
    expect(canCustomerCancel('saiu_entrega')).toBe(false);
  });

  it('asks for confirmation with the spec text', () => {
    expect(t('en', 'order.cancelConfirm')).toBe(
      'The cancellation process cannot be reversed. Are you sure you want to cancel this order?',
    );
    expect(t('pt-BR', 'order.cancelConfirm')).toBe(
      'O processo de cancelamento não pode ser desfeito. Tem certeza de que deseja cancelar este pedido?',
    );
  });
});

describe('delivery under way', () => {
  it('is only saiu_entrega and em_rota_entrega', () => {
    expect(ORDER_STATUSES.filter(isDeliveryUnderWay)).toEqual(['saiu_entrega', 'em_rota_entrega']);
    expect(isDeliveryUnderWay(null)).toBe(false);
    expect(isDeliveryUnderWay('unknown')).toBe(false);
  });
});

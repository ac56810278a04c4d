import { useScreenTexts } from './i18n';
import { ordersEn } from './ui-messages-orders.en';

// Orders: the order screen, its payments and history. Labels the spec does not word; spec texts live in @store/core's catalogues.
export const ordersPtBR = {
  'ui.or.number': 'Pedido #{id}',
  'ui.or.empty': 'Você ainda não fez nenhum pedido.',
  'ui.or.items': 'Itens',
  'ui.or.payments': 'Pagamento',
  'ui.or.history': 'Histórico do pedido',
  'ui.or.copyPix': 'Copiar código Pix',
  'ui.or.copied': 'Código copiado',
  'ui.or.copy': 'Copiar',
  'ui.or.copyFailed': 'Não foi possível copiar. Selecione o código e copie.',
  'ui.or.dueDate': 'Vencimento: {date}',
  'ui.or.pixCode': 'Código Pix copia e cola',
  'ui.or.pixQr': 'QR Code do Pix',
  'ui.or.boleto': 'Linha digitável do boleto',
  'ui.or.payLink': 'Abrir link de pagamento',
  'ui.or.fiscal': 'Ver nota fiscal',
  'ui.or.cancel': 'Cancelar pedido',
  'ui.or.keep': 'Voltar',
  'ui.or.cardPaid': '{brand} final {last} em {count}x',
  'ui.or.credit': 'Cartão de crédito',
  'ui.or.debit': 'Cartão de débito',
  'ui.or.cashChangeFor': 'Dinheiro, troco para {amount}',
  'ui.or.cashNoChange': 'Dinheiro, sem troco',
  'ui.or.deliveryTo': 'Entrega em',
  'ui.or.pickup': 'Retirada na loja',
  'ui.or.more': 'Ver mais pedidos',
  'ui.or.status': 'Situação: {label}',
  'ui.or.date': 'Feito em {date}',
  'ui.or.observation': 'Observação',
} as const;

/** Adds these texts to the reader's, once, before the order screens render their first text: they load with those chunks, not the first page. */
export function useOrdersTexts(): void {
  useScreenTexts('ui.or.number', { 'pt-BR': ordersPtBR, en: ordersEn });
}

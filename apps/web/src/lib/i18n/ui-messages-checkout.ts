import { useScreenTexts } from './i18n';
import { checkoutEn } from './ui-messages-checkout.en';

// Checkout: steps, shipping, payment and card entry. Labels the spec does not word; spec texts live in @store/core's catalogues.
export const checkoutPtBR = {
  'ui.co.steps': 'Etapas do pedido',
  'ui.co.stepShipping': 'Entrega',
  'ui.co.stepPayment': 'Pagamento',
  'ui.co.stepReview': 'Revisão',
  'ui.co.shippingMethod': 'Forma de entrega',
  'ui.co.deliveryAddress': 'Endereço de entrega',
  'ui.co.noAddress': 'Cadastre um endereço em Minha conta para receber em casa.',
  'ui.co.quotesFor': 'Frete e prazo para o CEP {cep}',
  'ui.co.pickupAt': 'Retire em {address}',
  'ui.co.openingHours': 'Horário de funcionamento',
  'ui.co.dayRange': '{from} a {to}',
  'ui.co.closed': 'fechado',
  'ui.co.reviewShipping': 'Entrega',
  'ui.co.reviewPayment': 'Pagamento',
  'ui.co.change': 'Alterar',
  'ui.co.cardEnding': 'final {last}',
  'ui.co.paymentMethod': 'Forma de pagamento',
  'ui.co.credit': 'Crédito',
  'ui.co.debit': 'Débito',
  'ui.co.boleto': 'Boleto',
  'ui.co.link': 'Link de pagamento',
  'ui.co.pix': 'Pix',
  'ui.co.cardType': 'Tipo do cartão',
  'ui.co.billingType': 'Como pagar',
  'ui.co.savedCard': '{brand} final {last}',
  'ui.co.newCard': 'Usar outro cartão',
  'ui.co.card': 'Cartão',
  'ui.co.cardNumber': 'Número do cartão',
  'ui.co.holder': 'Nome do titular',
  'ui.co.expiryMonth': 'Mês de validade',
  'ui.co.expiryYear': 'Ano de validade',
  'ui.co.securityCode': 'Código de segurança',
  'ui.co.saveCard': 'Salvar cartão para as próximas compras',
  'ui.co.brand': 'Bandeira: {brand}',
  'ui.co.installments': 'Parcelas',
  'ui.co.changeEdit': 'Alterar troco',
  'ui.co.observation': 'Observação (opcional)',
  'ui.co.paymentDiscount': 'Desconto do pagamento',
  'ui.co.next': 'Continuar',
  'ui.co.back': 'Voltar',
  'ui.co.finish': 'Finalizar',
  'ui.co.summary': 'Resumo do pedido',
  'ui.co.calculating': 'Calculando frete…',
  'ui.co.items': '{count} itens',
} as const;

/** Adds these texts to the reader's, once, before checkout and the shared order summary and card form render their first text: they load with those chunks, not the first page. */
export function useCheckoutTexts(): void {
  useScreenTexts('ui.co.steps', { 'pt-BR': checkoutPtBR, en: checkoutEn });
}

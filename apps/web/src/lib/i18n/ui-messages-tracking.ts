import { useTranslation } from 'react-i18next';
import { toI18next } from './i18n';

// Live delivery: the customer's tracking modal and the courier's screens. Labels the spec does not word; the spec's
// own texts ('Não foi possível conectar', the geolocation messages) live in @store/core's catalogues.

/** Besides the banner's two lines (ui-messages-tracking-banner.ts), these load with the screens that use them: the
 * order page's box, the modal, the courier area. Call useTrackingTexts() first. */
export const trackingPtBR = {
  'ui.tr.title': 'Seu pedido está a caminho',
  'ui.tr.eta': 'Chega em cerca de {n} min',
  'ui.tr.code': 'Código de entrega: {code}',
  'ui.tr.codeHint': 'Informe este código ao entregador quando receber o pedido.',
  'ui.tr.map': 'Mapa da entrega',
  'ui.tr.courierMarker': 'Entregador',
  'ui.tr.destinationMarker': 'Endereço de entrega',
  'ui.tr.courierName': '{name} está levando seu pedido',
  'ui.tr.waitingPosition': 'Aguardando a localização do entregador…',
  'ui.tr.connecting': 'Conectando…',
  'ui.tr.retry': 'Tentar novamente',
  'ui.tr.ended': 'Esta entrega foi encerrada.',
  'ui.tr.chat': 'Conversa',
  'ui.tr.chatEmpty': 'Nenhuma mensagem ainda.',
  'ui.tr.message': 'Mensagem',
  'ui.tr.send': 'Enviar',
  'ui.tr.notSent': 'Sem conexão: a mensagem não foi enviada.',
  'ui.tr.from.customer': 'Cliente',
  'ui.tr.from.courier': 'Entregador',
  'ui.tr.from.staff': 'Loja',
  'ui.tr.you': 'Você',
  'ui.co.title': 'Minhas entregas',
  'ui.co.empty': 'Nenhuma entrega atribuída a você no momento.',
  'ui.co.order': 'Pedido #{id}',
  'ui.co.customer': 'Cliente: {name}',
  'ui.co.total': 'Total: {total}',
  'ui.co.noAddress': 'Sem endereço de entrega',
  'ui.co.start': 'Iniciar entrega',
  'ui.co.sharing': 'Sua localização está sendo enviada ao cliente enquanto esta tela estiver aberta.',
  'ui.co.lastSent': 'Última posição enviada às {time}',
  'ui.co.delivered': 'Entregue',
  'ui.co.notDelivered': 'Não entregue',
  'ui.co.code': 'Código de entrega informado pelo cliente',
  'ui.co.confirmDelivered': 'Confirmar entrega',
  'ui.co.reason': 'Motivo da não entrega',
  'ui.co.confirmNotDelivered': 'Registrar não entrega',
  'ui.co.deliveredDone': 'Entrega concluída',
  'ui.co.notDeliveredDone': 'Não entrega registrada',
  'ui.co.notFound': 'Entrega não encontrada',
  'ui.co.back': 'Voltar para minhas entregas',
  'ui.co.chatWith': 'Conversa com o cliente',
  'ui.co.distance': 'Faltam {km} km',
} as const;

export const trackingEn: Record<keyof typeof trackingPtBR, string> = {
  'ui.tr.title': 'Your order is on its way',
  'ui.tr.eta': 'Arrives in about {n} min',
  'ui.tr.code': 'Delivery code: {code}',
  'ui.tr.codeHint': 'Tell the courier this code when you receive the order.',
  'ui.tr.map': 'Delivery map',
  'ui.tr.courierMarker': 'Courier',
  'ui.tr.destinationMarker': 'Delivery address',
  'ui.tr.courierName': '{name} is bringing your order',
  'ui.tr.waitingPosition': "Waiting for the courier's location…",
  'ui.tr.connecting': 'Connecting…',
  'ui.tr.retry': 'Try again',
  'ui.tr.ended': 'This delivery is over.',
  'ui.tr.chat': 'Chat',
  'ui.tr.chatEmpty': 'No messages yet.',
  'ui.tr.message': 'Message',
  'ui.tr.send': 'Send',
  'ui.tr.notSent': 'Offline: the message was not sent.',
  'ui.tr.from.customer': 'Customer',
  'ui.tr.from.courier': 'Courier',
  'ui.tr.from.staff': 'Store',
  'ui.tr.you': 'You',
  'ui.co.title': 'My deliveries',
  'ui.co.empty': 'No deliveries assigned to you right now.',
  'ui.co.order': 'Order #{id}',
  'ui.co.customer': 'Customer: {name}',
  'ui.co.total': 'Total: {total}',
  'ui.co.noAddress': 'No delivery address',
  'ui.co.start': 'Start delivery',
  'ui.co.sharing': 'Your location is sent to the customer while this screen is open.',
  'ui.co.lastSent': 'Last position sent at {time}',
  'ui.co.delivered': 'Delivered',
  'ui.co.notDelivered': 'Not delivered',
  'ui.co.code': 'Delivery code given by the customer',
  'ui.co.confirmDelivered': 'Confirm delivery',
  'ui.co.reason': 'Why it was not delivered',
  'ui.co.confirmNotDelivered': 'Record not delivered',
  'ui.co.deliveredDone': 'Delivery completed',
  'ui.co.notDeliveredDone': 'Not delivered recorded',
  'ui.co.notFound': 'Delivery not found',
  'ui.co.back': 'Back to my deliveries',
  'ui.co.chatWith': 'Chat with the customer',
  'ui.co.distance': '{km} km to go',
};

/** Adds these texts to the app's i18next instance, once, before a tracking or courier screen renders its first text. */
export function useTrackingTexts(): void {
  const { i18n } = useTranslation();
  if (i18n.getResource('pt-BR', 'translation', 'ui.tr.title') !== undefined) return;
  i18n.addResources('pt-BR', 'translation', toI18next(trackingPtBR));
  i18n.addResources('en', 'translation', toI18next(trackingEn));
}

import type { ordersPtBR } from './ui-messages-orders';

// English: Orders: the order screen, its payments and history. Labels the spec does not word; spec texts live in @store/core's catalogues.
export const ordersEn: Record<keyof typeof ordersPtBR, string> = {
  'ui.or.number': 'Order #{id}',
  'ui.or.empty': 'You have not placed any order yet.',
  'ui.or.items': 'Items',
  'ui.or.payments': 'Payment',
  'ui.or.history': 'Order history',
  'ui.or.copyPix': 'Copy Pix code',
  'ui.or.copied': 'Code copied',
  'ui.or.copy': 'Copy',
  'ui.or.copyFailed': 'Could not copy. Select the code and copy it.',
  'ui.or.dueDate': 'Due date: {date}',
  'ui.or.pixCode': 'Pix copy-and-paste code',
  'ui.or.pixQr': 'Pix QR code',
  'ui.or.boleto': 'Boleto line',
  'ui.or.payLink': 'Open payment link',
  'ui.or.fiscal': 'View invoice',
  'ui.or.cancel': 'Cancel order',
  'ui.or.keep': 'Back',
  'ui.or.cardPaid': '{brand} ending {last} in {count}x',
  'ui.or.deliveryTo': 'Delivery to',
  'ui.or.pickup': 'Store pickup',
  'ui.or.more': 'More orders',
  'ui.or.status': 'Status: {label}',
  'ui.or.date': 'Placed on {date}',
  'ui.or.observation': 'Notes',
};

import type { accountPtBR } from './ui-messages-account';
import type { checkoutPtBR } from './ui-messages-checkout';
import type { laterUiPtBR } from './ui-messages-later';
import type { ordersPtBR } from './ui-messages-orders';
import type { petsPtBR } from './ui-messages-pets';
import type { trackingPtBR } from './ui-messages-tracking';
import { trackingBannerPtBR } from './ui-messages-tracking-banner';

// Labels of the storefront's own controls that the spec does not word (buttons, aria labels).
// Texts the spec quotes live in @store/core's catalogues; these use the same `{name}` placeholders.
export const generalPtBR = {
  'ui.dismiss': 'Dispensar aviso',
  'ui.close': 'Fechar',
  'ui.openMenu': 'Abrir categorias',
  'ui.categories': 'Categorias',
  'ui.search': 'Buscar produtos',
  'ui.searchPlaceholder': 'O que você procura?',
  'ui.cart': 'Carrinho',
  'ui.cartWithCount': 'Carrinho, {count} itens',
  'ui.notifications': 'Notificações',
  'ui.notificationsWithCount': 'Notificações, {count} não lidas',
  'ui.account': 'Conta',
  'ui.store': 'Loja',
  'ui.backToTop': 'Voltar ao topo',
  'ui.whatsapp': 'Fale conosco pelo WhatsApp',
  'ui.mainNav': 'Navegação principal',
  'ui.seeAll': 'Ver todos',
  'ui.banner': 'Banner {index} de {count}',
  'ui.showBanner': 'Mostrar banner {index}',
  'ui.add': 'Adicionar',
  'ui.addNamedToCart': 'Adicionar {name} ao carrinho',
  'ui.outOfStock': 'Produto indisponível',
  'ui.from': 'De {price}',
  'ui.freeShippingReached': 'Você ganhou frete grátis!',
  'ui.freight': 'Frete',
  'ui.goHome': 'Voltar para a loja',
  'ui.pageLoadFailed': 'Não foi possível carregar esta página',
  'ui.pageLoadFailedHint': 'Verifique sua conexão com a internet e tente novamente.',
  'ui.tryAgain': 'Tentar novamente',
  'ui.taxId': 'CNPJ {value}',
  'ui.brand': 'Marca {name}',
  'ui.skipToContent': 'Pular para o conteúdo',
  'ui.offline': 'Você está sem conexão. Mostrando o que você viu por último; compras e login voltam com a internet.',
  'ui.shortcuts': 'Atalhos',
  'ui.footerNav': 'Links da loja',
} as const;

export const uiPtBR = { ...generalPtBR, ...trackingBannerPtBR };

// The labels of screens after the first page load with them: ui-messages-later.ts with every screen but home, the
// account, checkout, orders, pet services and tracking ones with their screens (useAccountTexts() and the like).
export type UiKey =
  | keyof typeof uiPtBR
  | keyof typeof laterUiPtBR
  | keyof typeof accountPtBR
  | keyof typeof checkoutPtBR
  | keyof typeof ordersPtBR
  | keyof typeof petsPtBR
  | keyof typeof trackingPtBR;

import { texts } from './texts';

/** Coupon answers (spec 8 'Coupon'). */
export const couponTexts = texts({
  'pt-BR': {
    'coupon.invalid': 'Cupom não é válido',
    'coupon.notValidForTotal': 'Este cupom não é válido para o valor total do carrinho',
    'coupon.minimumOrder': 'Compra mínima de {amount:money} para aplicar o cupom',
    'coupon.minimumWithoutPromotional': 'Este cupom não se aplica para produtos promocionais. Compra mínima de {amount:money}.',
    'coupon.notValidForPromotional': 'Este cupom não é válido em produtos promocionais',
    'coupon.notValidForProducts': 'Este cupom não é válido para os produtos do carrinho',
    'coupon.applyFailed': 'Não foi possível aplicar o cupom',
    'coupon.applied': 'Cupom aplicado com sucesso!',
    'coupon.remove': 'REMOVER CUPOM',
  },
  en: {
    'coupon.invalid': 'Coupon is not valid',
    'coupon.notValidForTotal': 'This coupon is not valid for the cart total',
    'coupon.minimumOrder': 'Minimum purchase of {amount:money} to apply the coupon',
    'coupon.minimumWithoutPromotional': 'This coupon does not apply to promotional products. Minimum purchase of {amount:money}.',
    'coupon.notValidForPromotional': 'This coupon is not valid for promotional products',
    'coupon.notValidForProducts': 'This coupon is not valid for the products in the cart',
    'coupon.applyFailed': 'Could not apply the coupon',
    'coupon.applied': 'Coupon applied successfully!',
    'coupon.remove': 'REMOVE COUPON',
  },
});

/** Coupon answers (spec 8 'Coupon'). */
export const couponPtBR = {
  'coupon.invalid': 'Cupom não é válido',
  'coupon.notValidForTotal': 'Este cupom não é válido para o valor total do carrinho',
  'coupon.minimumOrder': 'Compra mínima de {amount:money} para aplicar o cupom',
  'coupon.minimumWithoutPromotional':
    'Este cupom não se aplica para produtos promocionais. Compra mínima de {amount:money}.',
  'coupon.notValidForPromotional': 'Este cupom não é válido em produtos promocionais',
  'coupon.notValidForProducts': 'Este cupom não é válido para os produtos do carrinho',
  'coupon.applyFailed': 'Não foi possível aplicar o cupom',
  'coupon.applied': 'Cupom aplicado com sucesso!',
  'coupon.remove': 'REMOVER CUPOM',
};

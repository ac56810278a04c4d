import { describe, it, expect } from 'vitest';
import { t } from './i18n/translate';
import { threeDsMessage } from './three-ds';

describe('threeDsMessage', () => {
  it('maps each 3DS outcome to its spec message', () => {
    expect(t('pt-BR', threeDsMessage('AUTH_NOT_SUPPORTED'))).toBe('O cartão informado não é suportado no modo DÉBITO');
    expect(t('pt-BR', threeDsMessage('CHANGE_PAYMENT_METHOD'))).toBe('Não foi possível validar, utilize outro cartão');
    expect(t('pt-BR', threeDsMessage('REQUIRE_CHALLENGE'))).toBe('Modo não suportado, tente novamente mais tarde');
    expect(t('pt-BR', threeDsMessage('AUTH_FLOW_ERROR'))).toBe('Não foi possível validar os dados do cartão');
    expect(t('pt-BR', threeDsMessage('toString'))).toBe('Não foi possível validar os dados do cartão');
  });

  it('has nothing to say when the flow completed', () => {
    expect(threeDsMessage('AUTH_FLOW_COMPLETED')).toBeNull();
  });
});

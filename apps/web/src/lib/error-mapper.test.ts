import { t, type MessageKey } from '@store/core';
import { describe, expect, it } from 'vitest';
import { mapError, type Texts } from './error-mapper';
import { GraphQLRequestError, type GraphQLErrorPayload } from './graphql-client';
import { messageFromServerText } from './server-message';

const texts = (locale: 'pt-BR' | 'en'): Texts => ({
  key: (key: MessageKey) => t(locale, key),
  server: (text) => {
    const known = messageFromServerText(text);
    return known ? t(locale, known) : text;
  },
});
const failed = (errors: GraphQLErrorPayload[], status = 200) => new GraphQLRequestError(errors, status);

describe('mapError (spec 8)', () => {
  it('logs out on an authentication error and on HTTP 401', () => {
    expect(mapError(failed([{ message: 'Invalid token', extensions: { category: 'authentication' } }]), texts('pt-BR'))).toEqual({ action: 'logout' });
    expect(mapError(failed([], 401), texts('pt-BR'))).toEqual({ action: 'logout' });
  });

  it("warns 'As informações estão incompletas' with the field messages joined by commas", () => {
    const error = failed([{ message: 'As informações estão incompletas', extensions: { category: 'validation', validation: { email: ['Informe um email válido'], phone: ['Informe um telefone válido'] } } }]);
    expect(mapError(error, texts('pt-BR'))).toEqual({ action: 'warn', title: 'As informações estão incompletas', detail: 'Informe um email válido, Informe um telefone válido' });
  });

  it('warns a payment failure with the server message and the reason as detail', () => {
    const error = failed([{ message: 'Pagamento recusado', extensions: { category: 'payment', reason: 'Cartão recusado pelo emissor' } }]);
    expect(mapError(error, texts('pt-BR'))).toEqual({ action: 'warn', title: 'Pagamento recusado', detail: 'Cartão recusado pelo emissor' });
    expect(mapError(failed([{ message: '', extensions: { category: 'payment' } }]), texts('pt-BR'))).toEqual({ action: 'warn', title: 'As informações estão incompletas' });
  });

  it("warns 'Atenção' with the server message of a graphql error, or the generic text", () => {
    expect(mapError(failed([{ message: 'O limite por página é 100', extensions: { category: 'graphql' } }]), texts('pt-BR'))).toEqual({ action: 'warn', title: 'Atenção', detail: 'O limite por página é 100' });
    expect(mapError(failed([{ message: '', extensions: { category: 'graphql' } }]), texts('pt-BR'))).toEqual({ action: 'warn', title: 'Atenção', detail: 'Algo deu errado. Tente novamente mais tarde.' });
  });

  it("answers anything else with 'Algo deu errado' / 'Tente novamente mais tarde'", () => {
    const expected = { action: 'warn', title: 'Algo deu errado', detail: 'Tente novamente mais tarde' };
    expect(mapError(failed([{ message: 'Internal server error', extensions: { category: 'internal' } }]), texts('pt-BR'))).toEqual(expected);
    expect(mapError(new TypeError('Failed to fetch'), texts('pt-BR'))).toEqual(expected);
  });

  it('speaks English to an English reader, translating known server texts', () => {
    const error = failed([{ message: 'As informações estão incompletas', extensions: { category: 'validation', validation: { email: ['Informe um email válido'] } } }]);
    expect(mapError(error, texts('en'))).toEqual({ action: 'warn', title: 'The information is incomplete', detail: 'Enter a valid email' });
  });
});

describe('messageFromServerText', () => {
  it('finds the catalogue message behind a pt-BR server text, money included', () => {
    expect(messageFromServerText('Compra mínima de R$ 100,00 para aplicar o cupom')).toEqual({ key: 'coupon.minimumOrder', params: { amount: 10000 } });
    expect(t('en', messageFromServerText('Compra mínima de R$ 100,00 para aplicar o cupom'))).toBe('Minimum purchase of $100.00 to apply the coupon');
    expect(messageFromServerText('Cupom não é válido')).toEqual({ key: 'coupon.invalid' });
    expect(messageFromServerText('qualquer outra coisa')).toBeNull();
  });
});

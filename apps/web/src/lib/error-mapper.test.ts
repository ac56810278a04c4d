import { t, type Message, type MessageKey } from '@store/core';
import { describe, expect, it } from 'vitest';
import { mapError, type Texts } from './error-mapper';
import { GraphQLRequestError, type GraphQLErrorPayload } from './graphql-client';

const texts = (locale: 'pt-BR' | 'en'): Texts => ({ say: (message: Message | MessageKey) => t(locale, message) });
const failed = (errors: GraphQLErrorPayload[], status = 200) => new GraphQLRequestError(errors, status);

const incomplete = (extra: GraphQLErrorPayload['extensions']): GraphQLErrorPayload => ({
  message: 'As informações estão incompletas',
  extensions: { category: 'validation', code: 'error.incomplete', params: {}, ...extra },
});

describe('mapError (spec 8)', () => {
  it('logs out on an authentication error and on HTTP 401', () => {
    expect(
      mapError(
        failed([{ message: 'Invalid token', extensions: { category: 'authentication', code: 'auth.invalidToken' } }]),
        texts('pt-BR'),
      ),
    ).toEqual({ action: 'logout' });
    expect(mapError(failed([], 401), texts('pt-BR'))).toEqual({ action: 'logout' });
  });

  it("warns 'As informações estão incompletas' with the field messages joined by commas", () => {
    const error = failed([
      incomplete({
        validation: { email: ['Informe um email válido'], phone: ['Informe um telefone válido'] },
        fields: { email: [{ code: 'email.invalid', params: {} }], phone: [{ code: 'phone.invalid', params: {} }] },
      }),
    ]);
    expect(mapError(error, texts('pt-BR'))).toEqual({
      action: 'warn',
      title: 'As informações estão incompletas',
      detail: 'Informe um email válido, Informe um telefone válido',
    });
  });

  it('warns a payment failure with the server message and the reason as detail', () => {
    const error = failed([
      {
        message: 'Pagamento recusado',
        extensions: {
          category: 'payment',
          code: 'payment.declined',
          params: {},
          reason: 'Cartão recusado pelo emissor',
          reasonCode: 'payment.issuerDeclined',
          reasonParams: {},
        },
      },
    ]);
    expect(mapError(error, texts('pt-BR'))).toEqual({
      action: 'warn',
      title: 'Pagamento recusado',
      detail: 'Cartão recusado pelo emissor',
    });
    expect(mapError(error, texts('en'))).toEqual({
      action: 'warn',
      title: 'Payment declined',
      detail: t('en', 'payment.issuerDeclined'),
    });
    expect(mapError(failed([{ message: '', extensions: { category: 'payment' } }]), texts('pt-BR'))).toEqual({
      action: 'warn',
      title: 'As informações estão incompletas',
    });
  });

  it("warns 'Atenção' with the message of a graphql error, or the generic text", () => {
    const paging = {
      message: 'Informe uma página a partir de 1',
      extensions: { category: 'graphql', code: 'paging.page', params: {} },
    };
    expect(mapError(failed([paging]), texts('pt-BR'))).toEqual({
      action: 'warn',
      title: 'Atenção',
      detail: 'Informe uma página a partir de 1',
    });
    expect(mapError(failed([{ message: '', extensions: { category: 'graphql' } }]), texts('pt-BR'))).toEqual({
      action: 'warn',
      title: 'Atenção',
      detail: 'Algo deu errado. Tente novamente mais tarde.',
    });
  });

  it("answers anything else with 'Algo deu errado' / 'Tente novamente mais tarde'", () => {
    const expected = { action: 'warn', title: 'Algo deu errado', detail: 'Tente novamente mais tarde' };
    expect(
      mapError(failed([{ message: 'Internal server error', extensions: { category: 'internal' } }]), texts('pt-BR')),
    ).toEqual(expected);
    expect(mapError(new TypeError('Failed to fetch'), texts('pt-BR'))).toEqual(expected);
  });

  it('speaks English to an English reader from the keys and parameters, whatever the pt-BR text says', () => {
    const error = failed([
      incomplete({
        validation: { name: ['Use no máximo 120 caracteres'], email: ['Informe um email válido'] },
        fields: {
          name: [{ code: 'validation.tooLong', params: { max: 120 } }],
          email: [{ code: 'email.invalid', params: {} }],
        },
      }),
    ]);
    expect(mapError(error, texts('en'))).toEqual({
      action: 'warn',
      title: 'The information is incomplete',
      detail: `${t('en', 'validation.tooLong', { max: 120 })}, Enter a valid email`,
    });
    const limit = {
      message: 'qualquer texto',
      extensions: { category: 'graphql', code: 'request.tooManySearches', params: { max: 4 } },
    };
    expect(mapError(failed([limit]), texts('en'))).toEqual({
      action: 'warn',
      title: t('en', 'error.attention'),
      detail: 'Too many searches in one request (maximum 4)',
    });
  });

  it("shows the server's text where a key is unknown to this build", () => {
    const error = failed([
      { message: 'Nova mensagem', extensions: { category: 'graphql', code: 'novo.codigo', params: {} } },
    ]);
    expect(mapError(error, texts('en'))).toEqual({
      action: 'warn',
      title: t('en', 'error.attention'),
      detail: 'Nova mensagem',
    });
  });
});

import type { MessageKey } from '@store/core';
import { GraphQLRequestError } from './graphql-client';

/** What the storefront does about a failed call (spec 8). */
export type ErrorReaction = { action: 'logout' } | { action: 'warn'; title: string; detail?: string };

/** Renders a catalogue key in the reader's language, and localizes a pt-BR server text when it can. */
export type Texts = { key(key: MessageKey): string; server(text: string): string };

/**
 * Spec 8 'GraphQL by category': authentication logs out; validation warns 'As informações estão
 * incompletas' with the field messages joined by commas; payment warns with the server's message
 * (else that title) and the reason as detail; graphql warns 'Atenção' with the server's message
 * (else 'Algo deu errado. Tente novamente mais tarde.'); anything else is 'Algo deu errado' /
 * 'Tente novamente mais tarde'. HTTP 401 logs out.
 */
export function mapError(error: unknown, texts: Texts): ErrorReaction {
  if (!(error instanceof GraphQLRequestError)) {
    return { action: 'warn', title: texts.key('error.somethingWrong'), detail: texts.key('error.tryLater') };
  }
  const first = error.errors[0];
  const category = first?.extensions?.category;
  if (error.status === 401 || category === 'authentication') return { action: 'logout' };
  const serverText = first?.message ? texts.server(first.message) : '';
  switch (category) {
    case 'validation': {
      const messages = error.errors.flatMap((e) => Object.values(e.extensions?.validation ?? {}).flat());
      const detail = messages.map((m) => texts.server(m)).join(', ');
      return { action: 'warn', title: texts.key('error.incomplete'), ...(detail ? { detail } : {}) };
    }
    case 'payment': {
      const reason = first?.extensions?.reason;
      return { action: 'warn', title: serverText || texts.key('error.incomplete'), ...(reason ? { detail: texts.server(reason) } : {}) };
    }
    case 'graphql':
      return { action: 'warn', title: texts.key('error.attention'), detail: serverText || texts.key('error.generic') };
    default:
      return { action: 'warn', title: texts.key('error.somethingWrong'), detail: texts.key('error.tryLater') };
  }
}

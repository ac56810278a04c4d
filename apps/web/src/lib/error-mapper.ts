import type { Message, MessageKey } from '@store/core';
import { GraphQLRequestError, type GraphQLErrorPayload } from './graphql-client';
import { wireFields, wireMessage } from './wire-message';

/** What the storefront does about a failed call (spec 8). */
export type ErrorReaction = { action: 'logout' } | { action: 'warn'; title: string; detail?: string };

/** Renders a catalogue message in the reader's language. */
export type Texts = { say(message: Message | MessageKey): string };

/** An error's own message: its key rendered for the reader, else (a key this build does not know) the server's text. */
const said = (texts: Texts, error: GraphQLErrorPayload | undefined): string => {
  const message = wireMessage(error?.extensions);
  return message ? texts.say(message) : (error?.message ?? '');
};

/** Every field message of the errors, rendered for the reader; the server's pt-BR texts only where a key is missing. */
function fieldMessages(texts: Texts, errors: readonly GraphQLErrorPayload[]): string[] {
  return errors.flatMap((e) => {
    const keyed = wireFields(e.extensions?.fields);
    return Object.entries(e.extensions?.validation ?? {}).flatMap(([field, list]) =>
      keyed[field]?.length === list.length ? keyed[field].map((m) => texts.say(m)) : list,
    );
  });
}

/**
 * Spec 8 'GraphQL by category': authentication logs out; validation warns 'As informações estão
 * incompletas' with the field messages joined by commas; payment warns with the server's message
 * (else that title) and the reason as detail; graphql warns 'Atenção' with the server's message
 * (else 'Algo deu errado. Tente novamente mais tarde.'); anything else is 'Algo deu errado' /
 * 'Tente novamente mais tarde'. HTTP 401 logs out. Messages are read from `extensions.code` and
 * `extensions.params` (the catalogue key), never from the text.
 */
export function mapError(error: unknown, texts: Texts): ErrorReaction {
  if (!(error instanceof GraphQLRequestError)) {
    return { action: 'warn', title: texts.say('error.somethingWrong'), detail: texts.say('error.tryLater') };
  }
  const first = error.errors[0];
  const category = first?.extensions?.category;
  if (error.status === 401 || category === 'authentication') return { action: 'logout' };
  switch (category) {
    case 'validation': {
      const detail = fieldMessages(texts, error.errors).join(', ');
      return { action: 'warn', title: texts.say('error.incomplete'), ...(detail ? { detail } : {}) };
    }
    case 'payment': {
      const extensions = first?.extensions;
      const reason = wireMessage({ code: extensions?.reasonCode, params: extensions?.reasonParams });
      const detail = reason ? texts.say(reason) : extensions?.reason;
      return {
        action: 'warn',
        title: said(texts, first) || texts.say('error.incomplete'),
        ...(detail ? { detail } : {}),
      };
    }
    case 'graphql':
      return {
        action: 'warn',
        title: texts.say('error.attention'),
        detail: said(texts, first) || texts.say('error.generic'),
      };
    default:
      return { action: 'warn', title: texts.say('error.somethingWrong'), detail: texts.say('error.tryLater') };
  }
}

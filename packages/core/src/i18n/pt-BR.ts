import { DOMAIN_CATALOGUES, type MessageKey } from './messages';

/** The pt-BR catalogue: every domain's texts together (spec texts verbatim). */
export const ptBR = Object.assign({}, ...DOMAIN_CATALOGUES.map((d) => d['pt-BR'])) as Record<MessageKey, string>;

import { DOMAIN_CATALOGUES, type MessageKey } from './messages';

/** The English catalogue: every domain's texts together. */
export const en = Object.assign({}, ...DOMAIN_CATALOGUES.map((d) => d.en)) as Record<MessageKey, string>;

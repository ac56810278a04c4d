import { catalogue, msg, reaisToCents, type Message, type MessageKey } from '@store/core';

type Matcher = { key: MessageKey; pattern: RegExp; names: { name: string; money: boolean }[] };

let matchers: Matcher[] | null = null;

function build(): Matcher[] {
  return (Object.entries(catalogue('pt-BR')) as [MessageKey, string][]).map(([key, text]) => {
    const names: Matcher['names'] = [];
    const source = text
      .split(/(\{\w+(?::money)?\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)(:money)?\}$/.exec(part);
        if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push({ name: placeholder[1]!, money: Boolean(placeholder[2]) });
        return placeholder[2] ? '(R\\$ ?[\\d.,]+)' : '(.+?)';
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`), names };
  });
}

/**
 * The API speaks pt-BR from the shared catalogue; this finds which message a server text is, so an
 * English reader sees it in English: 'Compra mínima de R$ 100,00 para aplicar o cupom' →
 * { key: 'coupon.minimumOrder', params: { amount: 10000 } }. Unknown texts give null.
 */
export function messageFromServerText(text: string | null | undefined): Message | null {
  if (!text) return null;
  matchers ??= build();
  for (const matcher of matchers) {
    const found = matcher.pattern.exec(text.trim());
    if (!found) continue;
    const params: Record<string, string | number> = {};
    matcher.names.forEach(({ name, money }, index) => {
      const value = found[index + 1] ?? '';
      params[name] = money ? reaisToCents(value) : value;
    });
    return matcher.names.length ? msg(matcher.key, params) : msg(matcher.key);
  }
  return null;
}

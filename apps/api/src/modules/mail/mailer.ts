/** Who an e-mail is from: the store, by its name and, when it has one, its own address. */
export type MailSender = { name: string; email: string | null };

/** One e-mail; `html` is optional, every message has a plain-text body. Without `from`, MAIL_FROM sends it. */
export type MailMessage = { to: string; subject: string; text: string; html?: string; from?: MailSender };

/** Where e-mails go: an SMTP server in production, the outbox folder by default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The slice of a pino/Fastify logger the mailers use. */
export type MailLog = { info(details: Record<string, unknown>, message: string): void };

/** Header values come from user input (the address): a line break there would forge headers. */
export function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * The From of a message: the store's name and address, or its name at MAIL_FROM's address when the store has none;
 * MAIL_FROM as it is for a message without a sender.
 * `sender('Loja <no-reply@x.co>', { name: 'Casa & Cia', email: 'oi@casa.co' })` → { name: 'Casa & Cia', address: 'oi@casa.co' }.
 */
export function sender(mailFrom: string, from: MailSender | undefined): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<?([^\s<>]+@[^\s<>]+?)>?\s*$/.exec(headerValue(mailFrom));
  const fallback = { name: match?.[1] ?? '', address: match?.[2] ?? headerValue(mailFrom) };
  if (!from) return fallback;
  return { name: headerValue(from.name), address: headerValue(from.email ?? '') || fallback.address };
}

/** A From header value, the name quoted: `"Casa & Cia" <oi@casa.co>`. */
export function fromHeader({ name, address }: { name: string; address: string }): string {
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address;
}

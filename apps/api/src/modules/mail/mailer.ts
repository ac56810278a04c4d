/** One e-mail; `html` is optional, every message has a plain-text body. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

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

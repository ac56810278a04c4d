import nodemailer, { type Transporter } from 'nodemailer';
import { headerValue, sender, type MailLog, type MailMessage, type Mailer } from './mailer.js';

/**
 * Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS). A store's
 * message shows the store as its From; bounces still go to MAIL_FROM's address, the envelope sender.
 */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly log?: MailLog,
  ) {
    this.#transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    const to = headerValue(message.to);
    const info = await this.#transport.sendMail({
      from: message.from ? sender(this.from, message.from) : this.from,
      envelope: { from: sender(this.from, undefined).address, to },
      to,
      subject: headerValue(message.subject),
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
    });
    this.log?.info(
      { to: headerValue(message.to), subject: headerValue(message.subject), messageId: info.messageId },
      'e-mail sent',
    );
  }

  close(): void {
    this.#transport.close();
  }
}

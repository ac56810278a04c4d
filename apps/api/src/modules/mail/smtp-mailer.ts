import nodemailer, { type Transporter } from 'nodemailer';
import { headerValue, type MailLog, type MailMessage, type Mailer } from './mailer.js';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
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
    const info = await this.#transport.sendMail({
      from: this.from,
      to: headerValue(message.to),
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

import path from 'node:path';
import type { Config } from '../../config.js';
import type { MailLog, Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** SMTP when SMTP_URL is set, else the outbox folder under DATA_DIR. */
export function createMailer(config: Config, log?: MailLog): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom, log)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}

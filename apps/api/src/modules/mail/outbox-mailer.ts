import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fromHeader, headerValue, sender, type MailLog, type MailMessage, type Mailer } from './mailer.js';

/**
 * The offline default: each message becomes an RFC 822 file in DATA_DIR/outbox (the development inbox, read by
 * tests and the e2e journeys), plus one log line naming the file. The log never carries the body, which holds
 * links and codes.
 */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log?: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const now = new Date();
    // ':' is not allowed in Windows file names; the names still sort by time.
    const name = `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}`;
    await fs.writeFile(path.join(this.dir, `${name}.eml`), formatMessage(this.from, message, now), {
      flag: 'wx',
      mode: 0o600,
    });
    if (message.html !== undefined)
      await fs.writeFile(path.join(this.dir, `${name}.html`), message.html, { flag: 'wx', mode: 0o600 });
    this.log?.info(
      { to: headerValue(message.to), subject: headerValue(message.subject), file: `${name}.eml` },
      'e-mail saved to the outbox',
    );
  }
}

/** RFC 822 text with UTF-8 headers (RFC 6532), so a person and a test can read it as is. */
function formatMessage(from: string, message: MailMessage, date: Date): string {
  const headers = [
    `From: ${message.from ? fromHeader(sender(from, message.from)) : headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

export type OutboxEntry = { file: string; from: string; to: string; subject: string; date: string; text: string };

/** The outbox's messages, oldest first: `(await readOutbox(dir)).at(-1)?.text`. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(path.join(dir, file), 'utf8');
      const split = raw.indexOf('\r\n\r\n');
      const headers = new Map(
        raw
          .slice(0, split)
          .split('\r\n')
          .map(
            (line) =>
              [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const,
          ),
      );
      const text = raw
        .slice(split + 4)
        .replace(/\r\n/g, '\n')
        .replace(/\n$/, '');
      return {
        file,
        from: headers.get('from') ?? '',
        to: headers.get('to') ?? '',
        subject: headers.get('subject') ?? '',
        date: headers.get('date') ?? '',
        text,
      };
    }),
  );
}

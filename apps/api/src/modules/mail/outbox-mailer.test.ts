import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMailer } from './create-mailer.js';
import { OutboxMailer, readOutbox } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('OutboxMailer', () => {
  it('writes each message as an RFC 822 file with To, Subject and Date, and logs a line without the body', async () => {
    const dir = path.join(tempDir(), 'outbox');
    const lines: { details: Record<string, unknown>; message: string }[] = [];
    const mailer = new OutboxMailer(dir, 'Loja <no-reply@localhost>', {
      info: (details, message) => lines.push({ details, message }),
    });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Código para redefinir sua senha',
      text: 'Seu código é: 123456\nAté logo',
    });

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(
      /^From: Loja <no-reply@localhost>\r\nTo: ana@example.com\r\nSubject: Código para redefinir sua senha\r\nDate: \w{3}, /,
    );
    expect(raw).toContain('\r\n\r\nSeu código é: 123456\r\nAté logo\r\n');

    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain('123456');
    expect(lines[0]!.details).toMatchObject({ to: 'ana@example.com', file: files[0] });

    const [entry] = await readOutbox(dir);
    expect(entry).toMatchObject({
      to: 'ana@example.com',
      subject: 'Código para redefinir sua senha',
      text: 'Seu código é: 123456\nAté logo',
    });
  });

  it('cannot be made to forge headers through a line break in the address or subject', async () => {
    const dir = tempDir();
    await new OutboxMailer(dir, 'Loja <no-reply@localhost>').send({
      to: 'a@b.co\r\nBcc: evil@x.co',
      subject: 'Oi\nX-Evil: 1',
      text: 'corpo',
    });
    const raw = fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]!), 'utf8');
    expect(raw).not.toMatch(/^Bcc:/m);
    expect(raw).not.toMatch(/^X-Evil:/m);
  });

  it("writes the store's name, quoted, and address as the From, never a forged header", async () => {
    const dir = tempDir();
    const mailer = new OutboxMailer(dir, 'Loja <no-reply@localhost>');
    await mailer.send({ to: 'a@b.co', subject: 'x', text: 'y', from: { name: 'Casa "&" Cia', email: 'oi@casa.co' } });
    await mailer.send({ to: 'c@d.co', subject: 'x', text: 'y', from: { name: 'Pet\r\nBcc: e@x.co', email: null } });
    const entries = await readOutbox(dir);
    const first = entries.find((m) => m.to === 'a@b.co');
    const second = entries.find((m) => m.to === 'c@d.co');
    expect(first?.from).toBe('"Casa \\"&\\" Cia" <oi@casa.co>');
    expect(second?.from).toBe('"Pet Bcc: e@x.co" <no-reply@localhost>');
    const raws = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    expect(raws.some((raw) => /^Bcc:/m.test(raw))).toBe(false);
  });

  it('reads an empty or missing outbox as no messages', async () => {
    expect(await readOutbox(path.join(tempDir(), 'nothing-here'))).toEqual([]);
  });
});

describe('createMailer', () => {
  it('uses the outbox under DATA_DIR by default and SMTP when SMTP_URL is set', () => {
    const dataDir = tempDir();
    const outbox = createMailer(loadConfig({ DATA_DIR: dataDir }));
    expect(outbox).toBeInstanceOf(OutboxMailer);
    expect((outbox as OutboxMailer).dir).toBe(path.join(dataDir, 'outbox'));
    const smtp = createMailer(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(smtp).toBeInstanceOf(SmtpMailer);
    (smtp as SmtpMailer).close();
  });

  it('refuses a bad SMTP_URL or MAIL_FROM at start with the variable named', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      'Invalid environment variable SMTP_URL="mail.example.com": must be a URL starting with smtp:// or smtps://',
    );
    expect(() => loadConfig({ MAIL_FROM: 'Loja' })).toThrow(
      'Invalid environment variable MAIL_FROM="Loja": must be an address like',
    );
    expect(() => loadConfig({ GOOGLE_JWKS_URL: 'certs' })).toThrow(
      'Invalid environment variable GOOGLE_JWKS_URL="certs"',
    );
    expect(loadConfig({}).mailFrom).toBe('Loja <no-reply@localhost>');
  });
});

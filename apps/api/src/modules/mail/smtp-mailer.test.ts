import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer.js';

type Received = { from: string; to: string[]; data: string };

/** Just enough SMTP for nodemailer: greeting, EHLO/HELO, MAIL, RCPT, DATA, QUIT. */
function fakeSmtpServer(received: Received[]) {
  return net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        reply(
          verb === 'DATA'
            ? '354 go ahead'
            : verb === 'QUIT'
              ? '221 bye'
              : verb === 'EHLO' || verb === 'HELO'
                ? '250 fake.smtp'
                : '250 ok',
        );
        if (verb === 'QUIT') socket.end();
      }
    });
  });
}

describe('SmtpMailer', () => {
  const received: Received[] = [];
  const server = fakeSmtpServer(received);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server of SMTP_URL', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Loja <no-reply@localhost>');
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Confirme seu cadastro',
      text: 'Abra o link: http://x/api/verify-email?token=abc',
    });
    mailer.close();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('MAIL FROM:<no-reply@localhost>');
    expect(message!.to).toEqual(['RCPT TO:<ana@example.com>']);
    expect(message!.data).toMatch(/^To: ana@example\.com$/m);
    expect(message!.data).toMatch(/^Subject: Confirme seu cadastro$/m);
    expect(message!.data).toContain('verify-email?token=abc');
  });

  it("shows the store as the From and keeps MAIL_FROM's address as the envelope sender for bounces", async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Loja <no-reply@localhost>');
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Oi',
      text: 'corpo',
      from: { name: 'Clínica "Vet" Amigo', email: 'contato@clinica.demo' },
    });
    mailer.close();
    const message = received.at(-1)!;
    expect(message.from).toBe('MAIL FROM:<no-reply@localhost>');
    expect(message.data).toMatch(/^From: =\?UTF-8\?.+\?= <contato@clinica\.demo>$/m);
    const encoded = /^From: =\?UTF-8\?Q\?(.+)\?= </m.exec(message.data)?.[1] ?? '';
    expect(decodeURIComponent(encoded.replace(/_/g, ' ').replace(/=/g, '%'))).toBe('Clínica "Vet" Amigo');
  });

  it('fails the send when the server is not there', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'Loja <no-reply@localhost>');
    await expect(mailer.send({ to: 'a@b.co', subject: 'x', text: 'y' })).rejects.toThrow();
    mailer.close();
  });
});

import type { MailMessage } from './mailer.js';

// E-mails are written in pt-BR, the storefront's language; the store's name signs them.

const greeting = (name: string) => (name.trim() ? `Olá, ${name.trim().split(/\s+/)[0]}!` : 'Olá!');

/** The link that confirms a new account's e-mail. */
export function verificationMail(to: { email: string; name: string }, storeName: string, link: string, hours: number): MailMessage {
  return {
    to: to.email,
    subject: `Confirme seu cadastro na ${storeName}`,
    text: [
      greeting(to.name),
      '',
      `Recebemos seu cadastro na ${storeName}. Para confirmar seu email, abra o link abaixo:`,
      '',
      link,
      '',
      `O link vale por ${hours} horas. Se você não fez este cadastro, ignore esta mensagem.`,
      '',
      storeName,
    ].join('\n'),
  };
}

/** The 6-digit code that lets a shopper choose a new password. */
export function recoveryMail(to: { email: string; name: string }, storeName: string, code: string, minutes: number): MailMessage {
  return {
    to: to.email,
    subject: `Código para redefinir sua senha na ${storeName}`,
    text: [
      greeting(to.name),
      '',
      `Seu código para redefinir a senha é: ${code}`,
      '',
      `Ele vale por ${minutes} minutos. Se você não pediu uma nova senha, ignore esta mensagem: sua senha continua a mesma.`,
      '',
      storeName,
    ].join('\n'),
  };
}

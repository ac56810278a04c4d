import type { MailMessage } from './mailer.js';

// E-mails are written in pt-BR, the storefront's language; the store's name signs them.

const greeting = (name: string) => (name.trim() ? `Olá, ${name.trim().split(/\s+/)[0]}!` : 'Olá!');

/** The link that confirms a new account's e-mail. */
export function verificationMail(
  to: { email: string; name: string },
  storeName: string,
  link: string,
  hours: number,
): MailMessage {
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
export function recoveryMail(
  to: { email: string; name: string },
  storeName: string,
  code: string,
  minutes: number,
): MailMessage {
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

/** To the new address of an e-mail change: the link that makes it the account's e-mail. */
export function emailChangeConfirmMail(
  to: { email: string; name: string },
  storeName: string,
  link: string,
  hours: number,
): MailMessage {
  return {
    to: to.email,
    subject: `Confirme seu novo email na ${storeName}`,
    text: [
      greeting(to.name),
      '',
      `Recebemos um pedido para usar este endereço como o email da sua conta na ${storeName}. Para confirmar, abra o link abaixo:`,
      '',
      link,
      '',
      `O link vale por ${hours} horas. Até você abrir o link, sua conta continua com o email anterior. Se você não pediu esta alteração, ignore esta mensagem.`,
      '',
      storeName,
    ].join('\n'),
  };
}

/** To the old address of an e-mail change: what is about to happen, and the link that undoes it and signs everyone out. */
export function emailChangeNoticeMail(
  to: { email: string; name: string },
  storeName: string,
  newEmail: string,
  cancelLink: string,
  days: number,
): MailMessage {
  return {
    to: to.email,
    subject: `Pedido de alteração do email da sua conta na ${storeName}`,
    text: [
      greeting(to.name),
      '',
      `Recebemos um pedido para trocar o email da sua conta na ${storeName} para ${newEmail}. A troca só acontece quando alguém abrir o link de confirmação enviado para esse endereço.`,
      '',
      'Se foi você, não precisa fazer nada.',
      '',
      'Se não foi você, abra o link abaixo: ele cancela a alteração (ou desfaz, se já tiver sido confirmada) e encerra todas as sessões da sua conta. Depois, entre novamente e troque sua senha.',
      '',
      cancelLink,
      '',
      `O link vale por ${days} dias.`,
      '',
      storeName,
    ].join('\n'),
  };
}

/**
 * To the address an account had, once its deletion is done: what happened, and whom to tell if it was not the owner
 * (the account is gone, so there is no link to undo it).
 */
export function accountDeletedMail(to: { email: string; name: string }, storeName: string): MailMessage {
  return {
    to: to.email,
    subject: `Sua conta na ${storeName} foi excluída`,
    text: [
      greeting(to.name),
      '',
      `Sua conta na ${storeName} foi excluída, como você pediu. Seus dados pessoais foram apagados e todas as sessões da conta foram encerradas.`,
      '',
      'Os pedidos já feitos ficam guardados pelo prazo exigido por lei, sem seus dados pessoais. Se quiser voltar, basta criar uma nova conta com este email.',
      '',
      `Se não foi você quem pediu a exclusão, fale com a ${storeName} o quanto antes.`,
      '',
      storeName,
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to register again: no account was created; links to sign in and to
 * recover the password (the registration answer itself is the one a new address gets).
 */
export function registrationAttemptMail(
  to: { email: string; name: string },
  storeName: string,
  signInLink: string,
  recoveryLink: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Tentativa de cadastro com seu email na ${storeName}`,
    text: [
      greeting(to.name),
      '',
      `Alguém tentou criar uma conta na ${storeName} com este email, que já tem cadastro. Nenhuma conta nova foi criada.`,
      '',
      'Se foi você, entre com seu email e senha:',
      signInLink,
      '',
      'Se esqueceu a senha, abra o link abaixo e toque em "Esqueci minha senha" para receber um código e criar uma nova:',
      recoveryLink,
      '',
      'Se não foi você, ignore esta mensagem: sua conta continua como está.',
      '',
      storeName,
    ].join('\n'),
  };
}

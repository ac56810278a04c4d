/** Signing in and out, tokens and sign-in limits (spec 8 'Auth'). */
export const authPtBR = {
  'auth.loggedIn': 'Conectado com sucesso',
  'auth.loggedOut': 'Você foi desconectado da sua conta',
  'auth.invalidCredentials': 'As credenciais informadas estão incorretas',
  'auth.invalidToken': 'Invalid token',
  'auth.invalidAuthorization': 'Autorização inválida',
  'auth.socialLoginFailed': 'Falha no login com {provider}',
  'auth.appleAccountFailed': 'Falha ao entrar com a conta Apple',
  'auth.invalidClient': 'Aplicativo não autorizado',
  'auth.unsupportedGrant': 'Forma de acesso não suportada',
  'auth.invalidRequest': 'Requisição de acesso incompleta',
  'auth.storeMismatch': 'A loja informada não corresponde a este endereço',
  'auth.sessionExpired': 'Sua sessão expirou. Entre novamente.',
  'auth.tooManyAttempts': 'Muitas tentativas. Tente novamente em alguns minutos.',
};

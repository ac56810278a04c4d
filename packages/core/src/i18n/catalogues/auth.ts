import { texts } from './texts';

/** Signing in and out, tokens and sign-in limits (spec 8 'Auth'). */
export const authTexts = texts({
  'pt-BR': {
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
  },
  en: {
    'auth.loggedIn': 'Signed in successfully',
    'auth.loggedOut': 'You have been signed out of your account',
    'auth.invalidCredentials': 'The credentials provided are incorrect',
    'auth.invalidToken': 'Invalid token',
    'auth.invalidAuthorization': 'Invalid authorization',
    'auth.socialLoginFailed': '{provider} login failed',
    'auth.appleAccountFailed': 'Apple login failed',
    'auth.invalidClient': 'Client authentication failed',
    'auth.unsupportedGrant': 'Unsupported grant type',
    'auth.invalidRequest': 'The sign-in request is incomplete',
    'auth.storeMismatch': 'The store given does not match this address',
    'auth.sessionExpired': 'Your session has expired. Please sign in again.',
    'auth.tooManyAttempts': 'Too many attempts. Please try again in a few minutes.',
  },
});

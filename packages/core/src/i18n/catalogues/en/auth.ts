import type { authPtBR } from '../auth';
import type { Texts } from '../texts';

/** English: Signing in and out, tokens and sign-in limits (spec 8 'Auth'). */
export const authEn: Texts<typeof authPtBR> = {
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
};

import type { MessageKey } from '@store/core';

/** What a route needs (spec 2 table, 'Conditions'). */
export type RouteRule = {
  title?: MessageKey;
  login?: boolean;
  ecommerce?: boolean;
  appointments?: boolean;
  /** The footer is hidden on cart, checkout, appointments, pets and vaccines. */
  footer?: boolean;
};

export type GuardContext = { signedIn: boolean; ecommerce: boolean; appointments: boolean };

export type GuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

export const LOGIN_PATH = '/account/login-options';

/** Where login-options sends a visitor for `target`: '/store/checkout' → '/account/login-options?redirect=%2Fstore%2Fcheckout'. */
export function loginRedirect(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Spec 2 'Route guards': an appointments route with the feature off goes to the store when e-commerce
 * is on, else not-found; an e-commerce route with e-commerce off goes to appointments when on, else
 * not-found; a login-required route for a visitor goes to login-options with the full target.
 */
export function guardRoute(rule: RouteRule, ctx: GuardContext, target: string): GuardResult {
  if (rule.appointments && !ctx.appointments)
    return ctx.ecommerce ? { kind: 'redirect', to: '/store' } : { kind: 'notFound' };
  if (rule.ecommerce && !ctx.ecommerce)
    return ctx.appointments ? { kind: 'redirect', to: '/appointments' } : { kind: 'notFound' };
  if (rule.login && !ctx.signedIn) return { kind: 'redirect', to: loginRedirect(target) };
  return { kind: 'allow' };
}

/** A safe place to go after sign-in: only paths inside the app, never another site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/store';
}

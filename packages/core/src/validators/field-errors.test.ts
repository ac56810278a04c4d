import { describe, it, expect } from 'vitest';
import { msg } from '../i18n/messages';
import { collectErrors, hasErrors } from './field-errors';

describe('collectErrors / hasErrors', () => {
  it('keeps only failing fields', () => {
    const errors = collectErrors({ email: null, phone: msg('phone.invalid') });
    expect(errors).toEqual({ phone: { key: 'phone.invalid' } });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(collectErrors({ email: null }))).toBe(false);
  });
});

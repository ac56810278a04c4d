import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validateExpiry } from './card-expiry';

describe('validateExpiry (now = 15 May 2025)', () => {
  const now = new Date(2025, 4, 15);

  it('accepts a later month this year and any month of a later year, 2 or 4 digits', () => {
    expect(validateExpiry(6, 2025, now)).toBeNull();
    expect(validateExpiry('01', '26', now)).toBeNull();
    expect(validateExpiry('12', 2030, now)).toBeNull();
  });

  it("says 'Data de validade incorreta' otherwise", () => {
    expect(t('pt-BR', validateExpiry(5, 2025, now))).toBe('Data de validade incorreta'); // current month
    expect(t('pt-BR', validateExpiry(12, 2024, now))).toBe('Data de validade incorreta');
    expect(t('pt-BR', validateExpiry(13, 2026, now))).toBe('Data de validade incorreta');
    expect(t('pt-BR', validateExpiry(0, 2026, now))).toBe('Data de validade incorreta');
    expect(t('pt-BR', validateExpiry(6, 0, now))).toBe('Data de validade incorreta');
    expect(t('pt-BR', validateExpiry(6, '202', now))).toBe('Data de validade incorreta');
  });
});

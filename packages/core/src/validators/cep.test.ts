import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { isCompleteCep, maskCep, validateCep } from './cep';

describe('maskCep (#####-###)', () => {
  it('masks as the user types', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('013')).toBe('013');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310-100999')).toBe('01310-100');
  });
});

describe('isCompleteCep (fewer than 8 characters is ignored)', () => {
  it('is true only with 8 digits', () => {
    expect(isCompleteCep('01310-100')).toBe(true);
    expect(isCompleteCep('01310-10')).toBe(false);
  });
});

describe('validateCep', () => {
  it("says 'CEP deve ser válido' unless it has 8 digits", () => {
    expect(validateCep('01310-100')).toBeNull();
    expect(validateCep('01310100')).toBeNull();
    expect(t('pt-BR', validateCep('0131-100'))).toBe('CEP deve ser válido');
    expect(t('pt-BR', validateCep('0131A-100'))).toBe('CEP deve ser válido');
  });
});

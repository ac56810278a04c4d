import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { shouldAppendObservation, validateObservation } from './observation';

describe('observation (appended only if longer than 4 characters)', () => {
  it('appends only notes longer than 4 characters', () => {
    expect(shouldAppendObservation('Sem cebola')).toBe(true);
    expect(shouldAppendObservation('abcde')).toBe(true);
    expect(shouldAppendObservation(' abcd ')).toBe(false);
    expect(shouldAppendObservation(undefined)).toBe(false);
  });

  it('allows no note but refuses one too short to be sent', () => {
    expect(validateObservation('')).toBeNull();
    expect(validateObservation('Tocar a campainha')).toBeNull();
    expect(t('pt-BR', validateObservation('abcd'))).toBe('A observação deve ter mais de 4 caracteres');
  });
});

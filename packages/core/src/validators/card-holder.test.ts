import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { validateHolderName } from './card-holder';

describe('validateHolderName', () => {
  it('needs at least 5 characters', () => {
    expect(validateHolderName('ANA M')).toBeNull();
    expect(t('pt-BR', validateHolderName('Ana '))).toBe('Nome do titular inválido');
  });
});

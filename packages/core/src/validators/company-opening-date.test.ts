import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { companyDateToIso, validateCompanyOpeningDate } from './company-opening-date';

describe('validateCompanyOpeningDate (DD/MM/YYYY, real, not in the future)', () => {
  const now = new Date(2025, 4, 15);

  it('accepts a real past date and today', () => {
    expect(validateCompanyOpeningDate('31/12/2020', now)).toBeNull();
    expect(validateCompanyOpeningDate('15/05/2025', now)).toBeNull();
  });

  it('refuses impossible, badly typed and future dates', () => {
    expect(t('pt-BR', validateCompanyOpeningDate('31/02/2020', now))).toBe('Informe uma data válida');
    expect(t('pt-BR', validateCompanyOpeningDate('2020-12-31', now))).toBe('Informe uma data válida');
    expect(t('pt-BR', validateCompanyOpeningDate('16/05/2025', now))).toBe('Informe uma data válida');
    expect(t('pt-BR', validateCompanyOpeningDate('', now))).toBe('Campo obrigatório');
  });
});

describe('companyDateToIso (entered DD/MM/YYYY, sent YYYY-MM-DD)', () => {
  it('converts and refuses non-dates', () => {
    expect(companyDateToIso('31/12/2020')).toBe('2020-12-31');
    expect(companyDateToIso('01/02/1999')).toBe('1999-02-01');
    expect(() => companyDateToIso('29/02/2023')).toThrow(RangeError);
  });
});

import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import type { CompanyRegistration, PersonRegistration } from './registration';
import { validateRegistration } from './registration';

const now = new Date(2025, 4, 15);

const person: PersonRegistration = {
  name: 'Maria Silva',
  email: 'maria@loja.com.br',
  phone: '(11) 98888-7777',
  password: 'senha123',
  passwordConfirmation: 'senha123',
};

const company: CompanyRegistration = {
  ...person,
  company: true,
  tradeName: 'Pet Feliz',
  companyName: 'Pet Feliz Comércio de Rações Ltda',
  cpfCnpj: '11.222.333/0001-81',
  stateRegistration: 'ISENTO',
  openingDate: '31/12/2020',
  purchaseResponsibleName: 'João Souza',
};

describe('validateRegistration', () => {
  it('accepts a complete person and a complete company', () => {
    expect(validateRegistration(person, now)).toEqual({});
    expect(validateRegistration(company, now)).toEqual({});
  });

  it('checks password, e-mail and phone for a person', () => {
    const errors = validateRegistration(
      { ...person, email: 'maria@loja', phone: '123', passwordConfirmation: 'senha124' },
      now,
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'passwordConfirmation', 'phone']);
    expect(t('pt-BR', errors.email)).toBe('Informe um email válido');
    expect(t('pt-BR', errors.phone)).toBe('Informe um telefone válido');
    expect(t('pt-BR', errors.passwordConfirmation)).toBe('As senhas não conferem');
  });

  it('makes every company field mandatory and wants a CNPJ', () => {
    const errors = validateRegistration(
      {
        ...company,
        tradeName: '',
        companyName: ' ',
        cpfCnpj: '529.982.247-25',
        stateRegistration: '',
        openingDate: '',
        purchaseResponsibleName: '',
      },
      now,
    );
    expect(t('pt-BR', errors.tradeName)).toBe('Campo obrigatório');
    expect(t('pt-BR', errors.companyName)).toBe('Campo obrigatório');
    expect(t('pt-BR', errors.cpfCnpj)).toBe('Informe um documento válido');
    expect(t('pt-BR', errors.stateRegistration)).toBe('Campo obrigatório');
    expect(t('pt-BR', errors.openingDate)).toBe('Campo obrigatório');
    expect(t('pt-BR', errors.purchaseResponsibleName)).toBe('Campo obrigatório');
  });
});

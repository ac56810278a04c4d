import { describe, it, expect } from 'vitest';
import type { AccountUser } from './account';
import { accountNotices, canPlaceOrder, isAccountReady } from './account';
import { t } from './i18n/translate';

const complete: AccountUser = {
  name: 'Maria Silva',
  cpfCnpj: '52998224725',
  phone: '11988887777',
  postalCode: '01310100',
  emailVerifiedAt: '2025-01-10T12:00:00Z',
  company: false,
  companyVerifiedAt: null,
};

describe('accountNotices', () => {
  it('has no notice for a verified, complete person', () => {
    expect(accountNotices(complete)).toEqual([]);
    expect(isAccountReady(complete)).toBe(true);
  });

  it('gives all three notices when everything is missing', () => {
    const notices = accountNotices({ ...complete, emailVerifiedAt: null, company: true, phone: '' });
    expect(notices.map((n) => n.kind)).toEqual(['emailNotVerified', 'companyPending', 'incompleteData']);
    expect(t('pt-BR', notices[0]?.message)).toBe(
      'Seu usuário ainda não foi confirmado, por favor verifique seu e-mail.',
    );
    expect(t('pt-BR', notices[2]?.message)).toBe('Complete os dados cadastrais abaixo');
  });

  it('flags each missing field of the data', () => {
    for (const field of ['name', 'cpfCnpj', 'phone', 'postalCode'] as const) {
      expect(
        accountNotices({ ...complete, [field]: ' ' }).map((n) => n.kind),
        field,
      ).toEqual(['incompleteData']);
    }
  });
});

describe('isAccountReady / canPlaceOrder', () => {
  it('needs company approval for a company', () => {
    expect(isAccountReady({ ...complete, company: true })).toBe(false);
    expect(isAccountReady({ ...complete, company: true, companyVerifiedAt: '2025-02-01' })).toBe(true);
  });

  it('blocks orders while the e-mail is unverified', () => {
    expect(canPlaceOrder({ ...complete, emailVerifiedAt: '' })).toBe(false);
    expect(canPlaceOrder({ ...complete, phone: null })).toBe(true);
  });
});

import { addDays, t as render, type Message } from '@store/core';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../lib/i18n/use-t';
import { petRules } from './pet-form-values';

// The form's checks are core's pet rules: what the form takes, the API takes.
const t = ((key: string | Message) => (typeof key === 'string' ? key : render('pt-BR', key))) as Translate;
const today = '2026-11-22';
const rules = petRules(t, today);

describe("'Meu Pet' form rules", () => {
  it('takes a weight from 1 g to 150 kg, and says why otherwise', () => {
    for (const typed of ['', '0,001', '4,5', '150']) expect(rules.weight.validate(typed)).toBe(true);
    expect(rules.weight.validate('150,001')).toBe('O peso deve estar entre 1 g e 150 kg');
    expect(rules.weight.validate('0')).toBe('O peso deve estar entre 1 g e 150 kg');
    expect(rules.weight.validate('4,5 kg')).toBe('ui.pet.weightInvalid');
  });

  it('takes a date of birth from 1950 up to today', () => {
    expect(rules.dateOfBirth.validate(today)).toBe(true);
    expect(rules.dateOfBirth.validate('1950-01-01')).toBe(true);
    expect(rules.dateOfBirth.validate('1949-12-31')).toBe('Informe uma data válida');
    expect(rules.dateOfBirth.validate(addDays(today, 1))).toBe('A data de nascimento não pode estar no futuro');
  });
});

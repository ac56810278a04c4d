import { describe, it, expect } from 'vitest';
import { isBlank, onlyDigits, stripMask } from './only-digits';

describe('onlyDigits', () => {
  it('strips masks', () => {
    expect(onlyDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(onlyDigits(null)).toBe('');
  });
});

describe('stripMask / isBlank', () => {
  it('drops mask characters but keeps letters', () => {
    expect(stripMask('529.982.247-2X')).toBe('5299822472X');
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

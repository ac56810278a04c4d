import { describe, expect, it } from 'vitest';
import { foldText, ftsQuery, searchTerms, tsQuery } from './search-text.js';

describe('search text', () => {
  it('folds accents and case the way the PostgreSQL index does', () => {
    expect(foldText('RAÇÃO Úmida Sênior Pássaros')).toBe('racao umida senior passaros');
    expect(foldText('Ñandú')).toBe('nandu');
  });

  it('keeps only words: no quote, operator or punctuation survives', () => {
    expect(searchTerms('Ração "premium" 15kg*')).toEqual(['racao', 'premium', '15kg']);
    expect(searchTerms('NEAR(racao gatos) & a | b : c')).toEqual(['near', 'racao', 'gatos', 'a', 'b', 'c']);
    expect(searchTerms("'; drop table items; --")).toEqual(['drop', 'table', 'items']);
    expect(searchTerms('"*:&|()')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
  });

  it('drops repeated words and caps the number and length of words', () => {
    expect(searchTerms('racao RAÇÃO ração')).toEqual(['racao']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(40);
  });

  it('writes every word as a required prefix in each engine', () => {
    expect(ftsQuery(['racao', 'and'])).toBe('"racao"* "and"*');
    expect(tsQuery(['racao', 'gatos'])).toBe('racao:* & gatos:*');
  });
});

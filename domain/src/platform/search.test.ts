import { describe, expect, it } from 'vitest';
import { foldText, searchKey, searchTokens } from './search';

describe('search keys', () => {
  it('folds accents and case', () => {
    expect(foldText('Jamón Ibérico Ñ')).toBe('jamon iberico n');
  });

  it('stores every prefix of every word', () => {
    const tokens = searchTokens('Alitas de pollo');
    expect(tokens).toEqual(expect.arrayContaining(['a', 'al', 'alitas', 'de', 'p', 'pollo']));
    expect(tokens).not.toContain('alitas de');
  });

  it('looks a query up by its longest word, which the stored keys contain', () => {
    expect(searchKey('de Pollo')).toBe('pollo');
    expect(searchTokens('Alitas de pollo')).toContain(searchKey('POLL'));
    expect(searchKey('   ')).toBeUndefined();
  });
});

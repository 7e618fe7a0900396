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

  it('finds an e-mail address by its words and, typed from its "@" on, by itself alone', () => {
    const tokens = searchTokens('Ana López ana.lopez@bar.es');
    for (const query of ['ana', 'lopez', 'bar', 'ana.lopez@', 'Ana.Lopez@BAR.E', 'ana.lopez@bar.es'])
      expect(tokens, query).toContain(searchKey(query));
    expect(searchKey('ana.lopez@bar')).toBe('ana.lopez@bar');
    expect(searchTokens('Luis Gil luis@bar.es')).not.toContain(searchKey('ana.lopez@bar'));
    // An '@' with nothing before it is no address: its words are looked up.
    expect(searchKey('@bar.es')).toBe('bar');
  });
});

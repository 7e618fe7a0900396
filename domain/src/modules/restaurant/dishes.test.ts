import { describe, expect, it } from 'vitest';
import { parseWith } from '../../platform/validation';
import { dishBodySchema } from './dishes';

describe('dish body', () => {
  it('asks for a category when there is none, and refuses a malformed id', () => {
    const dish = { name: 'Entrecot', price: '18,00' };
    for (const body of [dish, { ...dish, categoryId: '' }]) {
      const result = parseWith(dishBodySchema, body);
      expect(result.success ? {} : result.fields).toEqual({ categoryId: 'Elige la categoría del plato' });
    }
    const malformed = parseWith(dishBodySchema, { ...dish, categoryId: 'a/b' });
    expect(malformed.success ? {} : malformed.fields).toEqual({ categoryId: 'El identificador no es válido' });
    expect(parseWith(dishBodySchema, { ...dish, categoryId: 'cat-1' }).success).toBe(true);
  });
});

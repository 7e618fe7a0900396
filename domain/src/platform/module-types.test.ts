import { describe, expect, it } from 'vitest';
import { MODULE_DEPENDENCIES, MODULE_TYPES, modulesRequiring, withRequiredModules } from './module-types';

describe('module dependencies', () => {
  it('adds what a module needs: the POS and the orders need the locations of configuration', () => {
    expect(withRequiredModules(['restaurant', 'pos', 'orders'])).toEqual([
      'restaurant',
      'pos',
      'orders',
      'configuration',
    ]);
    expect(withRequiredModules(['crm'])).toEqual(['crm']);
    expect(withRequiredModules([])).toEqual([]);
  });

  it('gives each module once, in the order of MODULE_TYPES', () => {
    expect(withRequiredModules(['configuration', 'pos', 'pos', 'beauty'])).toEqual(['beauty', 'pos', 'configuration']);
  });

  it('names the enabled modules that keep a module on', () => {
    expect(modulesRequiring('configuration', ['pos', 'orders', 'configuration', 'crm'])).toEqual(['pos', 'orders']);
    expect(modulesRequiring('configuration', ['crm', 'configuration'])).toEqual([]);
    expect(modulesRequiring('pos', ['pos', 'configuration'])).toEqual([]);
  });

  it('declares only known modules, none needing itself', () => {
    for (const [type, needs] of Object.entries(MODULE_DEPENDENCIES)) {
      expect(MODULE_TYPES).toContain(type);
      for (const need of needs) {
        expect(MODULE_TYPES).toContain(need);
        expect(need).not.toBe(type);
      }
    }
  });
});

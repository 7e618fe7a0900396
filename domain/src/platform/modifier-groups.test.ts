import { describe, expect, it } from 'vitest';
import { priceModifiers, type ModifierGroup } from './modifier-groups';

type Group = Pick<ModifierGroup, 'name' | 'required' | 'min' | 'max' | 'options'>;
const wrap: Group = {
  name: 'Envoltorio',
  required: false,
  min: 0,
  max: 1,
  options: [
    { id: 'papel', name: 'Papel', priceDeltaCents: 200, available: true },
    { id: 'caja', name: 'Caja', priceDeltaCents: 500, available: false },
  ],
};
const point: Group = {
  name: 'Punto',
  required: true,
  min: 1,
  max: 1,
  options: [{ id: 'hecho', name: 'Hecho', priceDeltaCents: 0, available: true }],
};
const groups = new Map<string, Group | undefined>([
  ['wrap', wrap],
  ['point', point],
  ['gone', undefined],
]);

describe('pricing the modifiers of a line (restaurant and shop alike)', () => {
  it('adds the deltas of the options picked, in the groups order, skipping groups deleted since', () => {
    expect(
      priceModifiers(['wrap', 'point', 'gone'], groups, [
        { groupId: 'point', optionIds: ['hecho'] },
        { groupId: 'wrap', optionIds: ['papel'] },
      ]),
    ).toEqual({
      ok: true,
      deltaCents: 200,
      details: [
        { label: 'Papel', priceDeltaCents: 200 },
        { label: 'Hecho', priceDeltaCents: 0 },
      ],
    });
  });

  it('refuses a foreign group, a choice out of its rule, an unknown option and an unavailable one', () => {
    const price = (picks: { groupId: string; optionIds: string[] }[]) =>
      priceModifiers(['wrap', 'point'], groups, picks);
    expect(price([{ groupId: 'other', optionIds: [] }])).toMatchObject({ ok: false, reason: 'foreign-group' });
    expect(price([])).toMatchObject({ ok: false, reason: 'choice', message: 'Elige 1 en «Punto»' });
    expect(
      price([
        { groupId: 'point', optionIds: ['hecho'] },
        { groupId: 'wrap', optionIds: ['papel', 'papel'] },
      ]),
    ).toMatchObject({ ok: false, reason: 'choice', message: 'Elige entre 0 y 1 en «Envoltorio»' });
    expect(price([{ groupId: 'point', optionIds: ['crudo'] }])).toMatchObject({
      ok: false,
      reason: 'unknown-option',
      message: 'Esa opción ya no existe en «Punto»',
    });
    expect(
      price([
        { groupId: 'point', optionIds: ['hecho'] },
        { groupId: 'wrap', optionIds: ['caja'] },
      ]),
    ).toMatchObject({ ok: false, reason: 'unavailable', option: { name: 'Caja' } });
  });
});

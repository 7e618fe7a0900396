import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dish, ModifierGroup } from '@plataforma/domain';
import { loadModuleMessages } from '../../../../i18n';
import { ModifierDialog } from './ChoiceDialogs';

const meta = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const dish = {
  ...meta,
  id: 'd1',
  name: 'Entrecot',
  description: '',
  priceCents: 1850,
  vatRate: 10,
  categoryId: 'c1',
  allergens: [],
  available: true,
  stock: null,
  station: 'Plancha',
  modifierGroupIds: ['g1', 'g2'],
} as unknown as Dish;
const option = (id: string, name: string, priceDeltaCents = 0, available = true) => ({
  id,
  name,
  priceDeltaCents,
  available,
});
const doneness = {
  ...meta,
  id: 'g1',
  name: 'Punto de la carne',
  required: true,
  min: 1,
  max: 1,
  options: [option('rare', 'Poco hecha'), option('medium', 'Al punto'), option('well', 'Muy hecha', 0, false)],
} as unknown as ModifierGroup;
const extras = {
  ...meta,
  id: 'g2',
  name: 'Extras',
  required: false,
  min: 0,
  max: 2,
  options: [option('egg', 'Huevo', 150), option('cheese', 'Queso', 100), option('bacon', 'Bacon', 200)],
} as unknown as ModifierGroup;

beforeAll(() => loadModuleMessages('pos', () => import('../../i18n')));

const setup = () => {
  const onConfirm = vi.fn();
  render(<ModifierDialog dish={dish} groups={[doneness, extras]} onConfirm={onConfirm} onClose={() => {}} />);
  return { onConfirm, user: userEvent.setup(), add: () => screen.getByRole('button', { name: /^Añadir/ }) };
};

describe('ModifierDialog', () => {
  it('cannot confirm until the required group has its option', async () => {
    const { user, add, onConfirm } = setup();
    expect(add()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Poco hecha' }));
    expect(add()).toBeEnabled();
    // A one-option group behaves like radio buttons: another choice replaces the first.
    await user.click(screen.getByRole('radio', { name: 'Al punto' }));
    expect(screen.getByRole('radio', { name: 'Poco hecha' })).not.toBeChecked();
    await user.click(add());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({
      input: { kind: 'dish', dishId: 'd1', modifiers: [{ groupId: 'g1', optionIds: ['medium'] }] },
      details: ['Al punto'],
      unitPriceCents: 1850,
    });
  });

  it('refuses unavailable options and picks beyond the maximum', async () => {
    const { user } = setup();
    expect(screen.getByRole('radio', { name: /Muy hecha/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Huevo/ }));
    await user.click(screen.getByRole('checkbox', { name: /Queso/ }));
    await user.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    expect(screen.getByRole('checkbox', { name: /Bacon/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Huevo/ })).toBeChecked();
  });

  it('adds the options’ prices and the notes to the line', async () => {
    const { user, add, onConfirm } = setup();
    await user.click(screen.getByRole('radio', { name: 'Poco hecha' }));
    await user.click(screen.getByRole('checkbox', { name: /Huevo/ }));
    await user.click(screen.getByRole('checkbox', { name: /Queso/ }));
    await user.type(screen.getByLabelText('Notas para cocina'), 'Sin sal');
    expect(add()).toHaveTextContent('21,00 €');
    await user.click(add());
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({
      input: {
        modifiers: [
          { groupId: 'g1', optionIds: ['rare'] },
          { groupId: 'g2', optionIds: ['egg', 'cheese'] },
        ],
        notes: 'Sin sal',
      },
      unitPriceCents: 2100,
      notes: 'Sin sal',
    });
  });

  it('asks for the minimum of a group that needs several options', async () => {
    const sides = { ...extras, id: 'g3', name: 'Guarnición', required: true, min: 2, max: 3 } as ModifierGroup;
    const user = userEvent.setup();
    render(<ModifierDialog dish={dish} groups={[sides]} onConfirm={() => {}} onClose={() => {}} />);
    const add = () => screen.getByRole('button', { name: /^Añadir/ });
    expect(screen.getByText(/Elige entre 2 y 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Huevo/ }));
    expect(add()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Queso/ }));
    expect(add()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Huevo/ }));
    expect(add()).toBeDisabled();
  });
});

import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellableItem } from '@plataforma/domain';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderInOrganization } from '../../../test/render-in-organization';
import { ItemPicker } from '..';

const item = (id: string, name: string, priceCents: number, kind = 'dish'): SellableItem => ({
  module: 'restaurant',
  kind,
  id,
  name,
  priceCents,
});
const MENU = [item('d1', 'Entrecot', 1800), item('d2', 'Flan', 450), item('c1', 'Menú ternera', 2000, 'combo')];

/** The server's answer: `?ids=` resolved (unknown ids left out), `?q=` matched by a word's start. */
const answers = (call: ApiCall) => {
  if (call.path !== '/orders/items') return undefined;
  const ids = call.query.get('ids');
  if (ids) return { body: ids.split(',').flatMap((id) => MENU.filter((one) => one.id === id)) };
  const q = (call.query.get('q') ?? '').toLowerCase();
  return {
    body: MENU.filter((one) =>
      one.name
        .toLowerCase()
        .split(' ')
        .some((word) => word.startsWith(q)),
    ),
  };
};

/** The picker in a form's place: it holds the ids and reports each change. */
function Holder({
  initial,
  single,
  changed,
}: {
  initial: string[];
  single?: boolean;
  changed: (ids: string[]) => void;
}) {
  const [ids, setIds] = useState(initial);
  return (
    <Suspense fallback={null}>
      <ItemPicker
        label="Artículos"
        single={single}
        value={ids}
        onChange={(next) => {
          setIds(next);
          changed(next);
        }}
      />
    </Suspense>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the item picker', () => {
  it('shows the chosen ids as names, and an id the server does not know as not found', async () => {
    const calls = fakeApi('manager', answers);
    renderInOrganization(<Holder initial={['d2', 'gone']} changed={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Flan' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'gone (no encontrado)' })).toBeInTheDocument();
    expect(calls.map((call) => call.query.toString())).toEqual(['ids=d2%2Cgone']);
  });

  it('searches by name once opened, and adds the chosen item by its id', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    const calls = fakeApi('manager', answers);
    renderInOrganization(<Holder initial={['d2']} changed={changed} />);
    const input = await screen.findByRole('combobox', { name: 'Artículos' });
    await screen.findByRole('button', { name: 'Flan' });
    await user.type(input, 'tern');
    // The first items by name show on opening; the search narrows them once typing stops.
    await waitFor(() => expect(screen.queryByRole('option', { name: /Entrecot/ })).not.toBeInTheDocument());
    const option = await screen.findByRole('option', { name: /Menú ternera/ });
    expect(within(option).getByText('Restaurante · 20,00 €')).toBeInTheDocument();
    await user.click(option);
    expect(changed).toHaveBeenLastCalledWith(['d2', 'c1']);
    expect(await screen.findByRole('button', { name: 'Menú ternera' })).toBeInTheDocument();
    expect(calls.some((call) => call.query.get('q') === 'tern')).toBe(true);
  });

  it('holds one item when single: choosing another replaces it', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    fakeApi('manager', answers);
    renderInOrganization(<Holder initial={['d2']} single changed={changed} />);
    const input = await screen.findByRole('combobox', { name: 'Artículos' });
    await screen.findByRole('button', { name: 'Flan' });
    await user.type(input, 'entre');
    // Once the search has answered (the first items by name show before it).
    await waitFor(() => expect(screen.queryByRole('option', { name: /Menú ternera/ })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('option', { name: /Entrecot/ }));
    expect(changed).toHaveBeenLastCalledWith(['d1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Flan' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Entrecot' })).toBeInTheDocument();
  });
});

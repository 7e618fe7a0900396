import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import type { Ticket } from '@plataforma/domain';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderInOrganization } from '../../../test/render-in-organization';
import { loadModuleMessages } from '../../../i18n';
import { theme } from '../../../theme';
import { CounterSaleScreen } from './CounterSaleScreen';
import { CounterTools } from './CounterTools';
import type { CartLine } from './cart';
import { useCatalog, type CatalogItem } from './useCatalog';
import { useCounterTill, useLocalSale, type TillPlace } from './useCounterTill';

const ITEMS: CatalogItem[] = [{ key: 's1', name: 'Manicura', priceCents: 1500, soldOut: false, tab: 'all' }];

const manicure = (): CartLine => ({
  key: `line-${Math.random()}`,
  input: { kind: 'service', serviceId: 's1', quantity: 1, notes: '' },
  name: 'Manicura',
  details: [],
  unitPriceCents: 1500,
  vatRate: 21,
  allergens: [],
  quantity: 1,
  notes: '',
});

const PLACE: TillPlace = {
  catalog: { data: {}, isPending: false, error: null },
  locationId: 'L1',
  location: { id: 'L1', name: 'Salón', timezone: 'Europe/Madrid' },
};

// A whole ticket: the last-ticket dialog may lay it out before the test ends.
const ticket = {
  code: 'PL-000001',
  series: 'PL',
  number: 1,
  issuedAt: '2026-11-27T10:00:00.000Z',
  timezone: 'Europe/Madrid',
  business: { name: 'Peluquería Lola S.L.', taxId: 'B12345674', address: '' },
  location: { name: 'Salón', address: '', phone: '' },
  table: 'Para llevar',
  lines: [{ name: 'Manicura', quantity: 1, unitPriceCents: 1500, totalCents: 1500, details: [] }],
  discountCents: 0,
  vat: [{ rate: 21, baseCents: 1240, vatCents: 260, grossCents: 1500 }],
  totalCents: 1500,
  payment: { method: 'card', cashCents: 0, cardCents: 1500, tenderedCents: 0, changeCents: 0 },
  locationId: 'L1',
  date: '2026-11-27',
  tableId: '',
} as unknown as Ticket;

const answers = (call: ApiCall) => {
  if (call.path === '/staff/status') return { body: { pinsInUse: false, idleLockMinutes: 5 } };
  if (call.path === '/tills/L1') return { body: { session: { id: 's1', locationId: 'L1', status: 'open' } } };
  if (call.path === '/orders/quick-sale')
    return { status: 201, body: { order: { id: 'o1' }, payment: { id: 'p1' }, ticket } };
  return undefined;
};

/** A till of the shared screen, with its own check before charging and its own piece over the cart. */
function Till({ allowed, afterPaid }: { allowed: () => boolean; afterPaid: () => void }) {
  const sale = useLocalSale();
  const till = useCounterTill('beauty', PLACE, sale, { beforeCharge: allowed, afterPaid });
  const search = useCatalog(ITEMS, () => sale.cart.add(manicure()), { paused: till.counter.showLast });
  return (
    <CounterSaleScreen
      till={till}
      bar={{
        back: '/casa-lola',
        backLabel: 'Inicio',
        title: 'Caja de prueba',
        searchLabel: 'Buscar servicio',
        tools: <CounterTools sale={till.counter} module="beauty" location={PLACE.location} />,
      }}
      grid={{ search, tabs: [], empty: 'Nada que vender', tabLabel: 'Servicios' }}
      order={<p>Pieza de la caja</p>}
    />
  );
}

beforeAll(async () => {
  await loadModuleMessages('pos', () => import('../i18n'));
  // The till prefetches its ticket dialog when idle: loaded here, not while the environment is torn down after the test.
  await import('./TicketDialog');
});
afterEach(() => vi.unstubAllGlobals());

describe('the counter sale screen', () => {
  it("charges only once the till's own check allows it, then readies the till for the next customer", async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers, { modules: ['beauty'] });
    let allowed = false;
    const afterPaid = vi.fn();
    renderInOrganization(
      <ThemeProvider theme={theme}>
        <Till allowed={() => allowed} afterPaid={afterPaid} />
      </ThemeProvider>,
    );

    expect(screen.getByText('Pieza de la caja')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Caja de prueba' })).toBeVisible();
    const cash = screen.getByRole('button', { name: /^Cobrar/ });
    expect(cash).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Manicura/ }));
    expect(screen.getByRole('button', { name: 'Cobrar 15,00 €' })).toBeEnabled();

    // The till's check says no: nothing is sent, the cart stays.
    await user.click(screen.getByRole('button', { name: 'Cobrar 15,00 €' }));
    expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(false);
    expect(afterPaid).not.toHaveBeenCalled();

    allowed = true;
    await user.click(screen.getByRole('button', { name: 'Cobrar 15,00 €' }));
    await waitFor(() => expect(afterPaid).toHaveBeenCalledOnce());
    const sold = calls.filter((call) => call.path === '/orders/quick-sale');
    expect(sold).toHaveLength(1);
    expect(sold[0]!.body).toMatchObject({
      module: 'beauty',
      locationId: 'L1',
      lines: [{ kind: 'service', serviceId: 's1', quantity: 1 }],
      payment: { method: 'cash' },
    });
    expect(sold[0]!.body).not.toHaveProperty('coupon');
    expect(sold[0]!.body).not.toHaveProperty('clientId');
    // Paid: the cart is empty again and the last ticket can be shown.
    expect(await screen.findByRole('button', { name: 'Cobrar 0,00 €' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Último ticket' })).toBeVisible();
  });
});

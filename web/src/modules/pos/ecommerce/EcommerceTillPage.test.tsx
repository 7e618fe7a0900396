import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EcommercePosCatalog, Ticket } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const meta = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const product = (fields: Record<string, unknown>) => ({
  ...meta,
  description: '',
  vatRate: 21,
  sku: '',
  barcode: '',
  trackStock: true,
  lowStockAt: 0,
  photoIds: [],
  options: [],
  variants: [],
  modifierGroupIds: [],
  active: true,
  ...fields,
});
const variant = (id: string, values: string[], barcode: string) => ({
  id,
  values,
  sku: '',
  barcode,
  priceCents: null,
  active: true,
});

const catalog = {
  locationId: 'L1',
  locations: [{ id: 'L1', name: 'Tienda Centro', timezone: 'Europe/Madrid', ticketSeries: 'TC' }],
  categories: [
    { ...meta, id: 'ropa', name: 'Ropa', description: '', parentId: null, active: true, position: 0 },
    { ...meta, id: 'camisetas', name: 'Camisetas', description: '', parentId: 'ropa', active: true, position: 0 },
    { ...meta, id: 'hogar', name: 'Hogar', description: '', parentId: null, active: true, position: 1 },
  ],
  products: [
    product({
      id: 'tee',
      name: 'Camiseta lisa',
      categoryId: 'camisetas',
      priceCents: 1500,
      barcode: '8400000000017',
      options: [
        { name: 'Talla', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Blanco', 'Negro'] },
      ],
      variants: [
        variant('v1', ['S', 'Blanco'], '8400000000024'),
        variant('v2', ['M', 'Blanco'], '8400000000031'),
        variant('v3', ['M', 'Negro'], '8400000000048'),
        variant('v4', ['L', 'Negro'], '8400000000055'),
      ],
    }),
    product({ id: 'mug', name: 'Taza', categoryId: 'hogar', priceCents: 800, barcode: '8400000000062' }),
  ],
  modifierGroups: [],
  packs: [
    {
      ...meta,
      id: 'pk',
      name: 'Pack desayuno',
      description: '',
      priceCents: 2000,
      vatRate: 21,
      sku: 'PACK-1',
      barcode: '',
      photoIds: [],
      items: [
        { productId: 'mug', variantId: null, quantity: 2, name: 'Taza', variant: '' },
        { productId: 'tee', variantId: 'v2', quantity: 1, name: 'Camiseta lisa', variant: 'M / Blanco' },
      ],
      active: true,
    },
  ],
  // S / Blanco sold out; the rest in stock.
  stock: { tee_v1: 0, tee_v2: 4, tee_v3: 2, tee_v4: 1, mug: 10 },
} as unknown as EcommercePosCatalog;

const ticket = {
  code: 'TC-000001',
  series: 'TC',
  number: 1,
  issuedAt: '2026-11-26T10:00:00.000Z',
  timezone: 'Europe/Madrid',
  business: { name: 'Tienda Lola S.L.', taxId: 'B12345674', address: '' },
  location: { name: 'Tienda Centro', address: '', phone: '' },
  table: '',
  lines: [],
  discountCents: 0,
  vat: [],
  totalCents: 0,
  payment: { method: 'card', cashCents: 0, cardCents: 0, tenderedCents: 0, changeCents: 0 },
  locationId: 'L1',
  date: '2026-11-26',
  tableId: '',
} as unknown as Ticket;

const clara = { id: 'c1', name: 'Clara Sol', firstName: 'Clara', lastName: 'Sol', phone: '', email: '' };

const answers = (call: ApiCall) => {
  if (call.path === '/pos/ecommerce/catalog') return { body: catalog };
  if (call.path === '/staff/status') return { body: { pinsInUse: false, idleLockMinutes: 5 } };
  if (call.path === '/tills/L1') return { body: { session: { id: 's1', locationId: 'L1', status: 'open' } } };
  if (call.path === '/crm/clients') return page([clara]);
  if (call.path === '/orders/quick-sale')
    return { status: 201, body: { order: { id: 'o1' }, payment: { id: 'p1' }, ticket } };
  return undefined;
};

/**
 * A scanner's keys, as fast as it types them: their times are the keyboard's (the events' timeStamp, which jsdom
 * takes from Date.now()), not when a page busy with the first key's render dispatches the next ones.
 */
const scan = async (keys: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await userEvent.setup({ delay: null }).keyboard(keys);
  } finally {
    vi.useRealTimers();
  }
};
// A person at the till: keys further apart than a scanner's (else the page takes them for a scan).
const person = () => userEvent.setup({ delay: 40 });
const cartLines = () => screen.queryAllByTestId('cart-line');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the shop's counter", () => {
  it('adds a scanned variant whatever field has the focus, opens the variant dialog for the product barcode, sells a pack', async () => {
    const user = person();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/ecommerce');
    await screen.findByRole('button', { name: /Camiseta lisa/ }, { timeout: 20_000 });

    // The scanner types into the search field that has the focus: the line is added, the search stays empty.
    const searchField = screen.getByRole('textbox', { name: 'Buscar producto' });
    await user.click(searchField);
    const before = calls.length;
    await scan('8400000000031{Enter}');
    await waitFor(() => expect(cartLines()).toHaveLength(1));
    expect(cartLines()[0]).toHaveTextContent('1 × Camiseta lisa');
    expect(cartLines()[0]).toHaveTextContent('M / Blanco');
    expect(searchField).toHaveValue('');
    // Scanned again: one more on the same line. No request on the way.
    await scan('8400000000031{Enter}');
    await waitFor(() => expect(cartLines()[0]).toHaveTextContent('2 × Camiseta lisa'));
    // (The till's own state may refresh meanwhile on a slow machine: it is not the scan's.)
    expect(calls.slice(before).filter((call) => !call.path.startsWith('/tills/'))).toEqual([]);

    // The product's own barcode asks which variant: S is sold out (S only comes in white), L only in black.
    await scan('8400000000017{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Camiseta lisa: elige la variante' });
    expect(within(dialog).getByRole('radio', { name: /S/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /S/ })).toHaveTextContent('Agotado');
    expect(within(dialog).getByRole('button', { name: /Añadir/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'L' }));
    // L comes in black only: chosen for it.
    expect(within(dialog).getByRole('radio', { name: 'Negro' })).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Negro' }));
    expect(within(dialog).getByTestId('units-left')).toHaveTextContent('Quedan 1');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir · 15,00 €' }));
    await waitFor(() => expect(cartLines()).toHaveLength(2));
    expect(cartLines()[1]).toHaveTextContent('L / Negro');

    // A pack by its SKU typed in the 'Código' field.
    await user.type(screen.getByTestId('code-field'), 'pack-1{Enter}');
    await waitFor(() => expect(cartLines()).toHaveLength(3));
    expect(cartLines()[2]).toHaveTextContent('1 × Pack desayuno');

    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    expect(calls.find((call) => call.path === '/orders/quick-sale')!.body).toMatchObject({
      module: 'ecommerce',
      locationId: 'L1',
      payment: { method: 'card' },
      lines: [
        { kind: 'product', productId: 'tee', variantId: 'v2', quantity: 2, modifiers: [] },
        { kind: 'product', productId: 'tee', variantId: 'v4', quantity: 1 },
        { kind: 'productPack', packId: 'pk', quantity: 1 },
      ],
    });
    await waitFor(() => expect(cartLines()).toHaveLength(0));
  }, 60_000);

  it('says so when a code is unknown', async () => {
    fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/ecommerce');
    await screen.findByRole('button', { name: /Camiseta lisa/ }, { timeout: 20_000 });
    await scan('8499999999999{Enter}');
    expect(await screen.findByText('No hay ningún producto con el código 8499999999999')).toBeVisible();
    expect(cartLines()).toHaveLength(0);
  }, 40_000);

  it('parks a sale with its client, serves the next one, and resumes it from the parked list', async () => {
    const user = person();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/ecommerce');
    await screen.findByRole('button', { name: /^Taza,/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: /^Taza,/ }));
    await user.click(screen.getByRole('button', { name: 'Añadir cliente' }));
    await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), 'clara');
    await user.click(await screen.findByRole('option', { name: /Clara Sol/ }));
    await user.click(screen.getByRole('button', { name: 'Aparcar' }));
    const park = await screen.findByRole('dialog', { name: 'Aparcar la venta' });
    await user.type(within(park).getByLabelText('Nombre (opcional)'), 'Abrigo rojo{Enter}');
    await waitFor(() => expect(cartLines()).toHaveLength(0));
    expect(screen.queryByTestId('order-client')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ventas aparcadas: 1' })).toBeVisible();

    // The next customer buys a mug; then the first one comes back.
    await user.click(screen.getByRole('button', { name: /^Taza,/ }));
    await user.click(screen.getByRole('link', { name: 'Ventas aparcadas: 1' }));
    const sale = await screen.findByTestId('parked-sale', {}, { timeout: 20_000 });
    expect(sale).toHaveTextContent('Abrigo rojo');
    expect(sale).toHaveTextContent('1 artículos · 8,00 €');
    expect(sale).toHaveTextContent('Cliente: Clara Sol');
    await user.click(within(sale).getByRole('link', { name: 'Retomar Abrigo rojo' }));

    // Back at the counter with her sale; the one in progress is parked in its place.
    await screen.findByRole('button', { name: /^Taza,/ }, { timeout: 20_000 });
    expect(screen.getByTestId('order-client')).toHaveTextContent('Clara Sol');
    expect(cartLines()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ventas aparcadas: 1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cobrar 8,00 €' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    expect(calls.find((call) => call.path === '/orders/quick-sale')!.body).toMatchObject({
      clientId: 'c1',
      lines: [{ kind: 'product', productId: 'mug', quantity: 1 }],
    });
  }, 60_000);
});

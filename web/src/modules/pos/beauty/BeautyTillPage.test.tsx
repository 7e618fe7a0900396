import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BeautyPosCatalog, PromotionAccount, Ticket } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const service = (id: string, name: string, priceCents: number, employees: { id: string; name: string }[]) => ({
  id,
  name,
  priceCents,
  vatRate: 21,
  categoryId: 'hair',
  employees,
});

const catalog = {
  locationId: 'L1',
  locations: [{ id: 'L1', name: 'Salón', timezone: 'Europe/Madrid', ticketSeries: 'PL' }],
  categories: [{ id: 'hair', name: 'Peluquería' }],
  services: [
    service('colour', 'Color', 5000, [
      { id: 'e1', name: 'Ana Ruiz' },
      { id: 'e2', name: 'Bea Gil' },
    ]),
    service('cut', 'Corte', 2000, [{ id: 'e2', name: 'Bea Gil' }]),
  ],
  packs: [{ id: 'p1', name: 'Bono color', priceCents: 12_000, vatRate: 21, validityDays: 180 }],
} as unknown as BeautyPosCatalog;

const clara = { id: 'c1', name: 'Clara Sol', firstName: 'Clara', lastName: 'Sol', phone: '', email: '' };
const colourSessions = {
  id: 'a1',
  kind: 'sessions',
  balance: 1,
  expired: false,
  expiresOn: '2027-05-25',
  covers: { module: 'beauty', refId: 'colour', name: 'Color', packName: 'Bono color' },
} as PromotionAccount;

const ticket = {
  code: 'PL-000001',
  series: 'PL',
  number: 1,
  issuedAt: '2026-11-26T10:00:00.000Z',
  timezone: 'Europe/Madrid',
  business: { name: 'Peluquería Lola S.L.', taxId: 'B12345674', address: '' },
  location: { name: 'Salón', address: '', phone: '' },
  table: '',
  lines: [{ name: 'Color', quantity: 1, unitPriceCents: 5000, totalCents: 5000, details: [] }],
  discountCents: 0,
  vat: [{ rate: 21, baseCents: 4132, vatCents: 868, grossCents: 5000 }],
  totalCents: 5000,
  payment: { method: 'cash', cashCents: 5000, cardCents: 0, tenderedCents: 5000, changeCents: 0 },
  locationId: 'L1',
  date: '2026-11-26',
  tableId: '',
} as unknown as Ticket;

const completed = {
  id: 'ap1',
  locationId: 'L1',
  date: '2026-11-26',
  start: '10:00',
  state: 'completed',
  charged: null,
  client: { id: 'c1', name: 'Clara Sol' },
  clientName: 'Clara Sol',
  services: [
    { serviceId: 'colour', name: 'Color', employeeId: 'e1', priceCents: 5000 },
    // Booked when the cut cost 18 €: charged so.
    { serviceId: 'cut', name: 'Corte', employeeId: 'e2', priceCents: 1800 },
  ],
};

const answers = (call: ApiCall) => {
  if (call.path === '/pos/beauty/catalog') return { body: catalog };
  if (call.path === '/beauty/appointments') return { body: [completed, { ...completed, id: 'ap2', state: 'booked' }] };
  if (call.path === '/staff/status') return { body: { pinsInUse: false, idleLockMinutes: 5 } };
  if (call.path === '/tills/L1') return { body: { session: { id: 's1', locationId: 'L1', status: 'open' } } };
  if (call.path === '/crm/clients') return page([clara]);
  if (call.path === '/beauty/clients/c1/sessions') return { body: [colourSessions] };
  if (call.path.startsWith('/promotions/vouchers/by-code/'))
    return {
      body: { id: 'v1', kind: 'voucher', code: 'K7QM-X2RB-9HTE', status: 'active', balance: 3000, expired: false },
    };
  if (call.path === '/orders/quick-sale')
    return {
      status: 201,
      body: { order: { id: 'o1' }, payment: { id: 'p1' }, ticket },
    };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe("the salon's till", () => {
  it('asks who does a service when several people do it, and charges it with who did it', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/beauty');
    await user.click(await screen.findByRole('button', { name: /Color/ }, { timeout: 20_000 }));
    const who = screen.getByRole('dialog', { name: '¿Quién hace «Color»?' });
    await user.click(within(who).getByRole('button', { name: 'Bea Gil' }));
    // One person does the cut: no question.
    await user.click(screen.getByRole('button', { name: /Corte/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Con Bea Gil')).toHaveLength(2);
    // A counter sale sends nothing to a kitchen: no 'Sin enviar' over its lines.
    expect(screen.queryByText('Sin enviar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cobrar 70,00 €' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    const sale = calls.find((call) => call.path === '/orders/quick-sale')!;
    expect(sale.body).toMatchObject({
      module: 'beauty',
      locationId: 'L1',
      payment: { method: 'cash' },
      lines: [
        { kind: 'service', serviceId: 'colour', employeeId: 'e2', quantity: 1 },
        { kind: 'service', serviceId: 'cut', employeeId: 'e2', quantity: 1 },
      ],
    });
  }, 40_000);

  it("sells a pack only to a client, and uses a session of the client's pack for a service (0 €)", async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/beauty');
    await user.click(await screen.findByRole('button', { name: /Bono color/ }, { timeout: 20_000 }));
    expect(await screen.findByText('Un bono es para un cliente: añade el cliente primero.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Añadir cliente' }));
    await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), 'clara');
    await user.click(await screen.findByRole('option', { name: /Clara Sol/ }));
    const sessions = await screen.findByTestId('client-sessions');
    expect(sessions).toHaveTextContent('Color: quedan 1 · Bono color');
    await user.click(within(sessions).getByRole('button', { name: 'Usar sesión' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ana Ruiz' }));
    expect(screen.getByText('Con Ana Ruiz, Sesión de «Bono color»')).toBeVisible();
    // The one session left is in the cart now.
    expect(within(sessions).getByRole('button', { name: 'Usar sesión' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cobrar 0,00 €' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    expect(calls.find((call) => call.path === '/orders/quick-sale')!.body).toMatchObject({
      clientId: 'c1',
      lines: [{ kind: 'service', serviceId: 'colour', employeeId: 'e1', sessionAccountId: 'a1' }],
    });
  }, 40_000);

  it('charges a completed appointment of today: its services with who did them, for its client', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/beauty');
    const list = await screen.findByTestId('appointments-to-charge', {}, { timeout: 20_000 });
    // Only the completed one is there to charge.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('10:00 · Clara Sol · Color, Corte');
    await user.click(within(list).getByRole('button', { name: 'Cobrar' }));
    expect(screen.getByTestId('order-client')).toHaveTextContent('Clara Sol');
    // Her pack pays the colour already in the cart (no second line): the cut is left to pay.
    const sessions = await screen.findByTestId('client-sessions');
    await user.click(within(sessions).getByRole('button', { name: 'Usar sesión' }));
    expect(screen.getByText('Con Ana Ruiz, Sesión de «Bono color»')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cobrar 18,00 €' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    expect(calls.find((call) => call.path === '/orders/quick-sale')!.body).toMatchObject({
      clientId: 'c1',
      payment: { method: 'card' },
      lines: [
        { kind: 'service', serviceId: 'colour', employeeId: 'e1', appointmentId: 'ap1', sessionAccountId: 'a1' },
        { kind: 'service', serviceId: 'cut', employeeId: 'e2', appointmentId: 'ap1' },
      ],
    });
  }, 40_000);

  it('takes a gift voucher for part of the sale, and the card the rest', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/beauty');
    await user.click(await screen.findByRole('button', { name: /Corte/ }, { timeout: 20_000 }));
    await user.click(screen.getByRole('button', { name: /Color/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ana Ruiz' }));
    await user.click(screen.getByRole('button', { name: 'Bono regalo' }));
    await user.type(await screen.findByLabelText('Código del bono'), 'k7qmx2rb9hte');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByTestId('payment-rest')).toHaveTextContent('Resto a pagar: 40,00 €');
    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    expect(calls.find((call) => call.path === '/orders/quick-sale')!.body).toMatchObject({
      payment: { method: 'card', tenders: [{ kind: 'voucher', code: 'K7QM-X2RB-9HTE', amount: '30,00' }] },
    });
  }, 40_000);

  it("asks to open the location's till on entering with it closed, and shows the way to the till", async () => {
    fakeApi('staff', (call) => (call.path === '/tills/L1' ? { body: { session: null } } : answers(call)));
    renderRoute('/casa-lola/pos/beauty');
    expect(await screen.findByRole('dialog', { name: 'Abrir caja' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Caja/, hidden: true })).toHaveAttribute(
      'href',
      '/casa-lola/pos/till?location=L1',
    );
  }, 40_000);
});

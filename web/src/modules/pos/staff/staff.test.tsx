import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_SESSION_HEADER, type RestaurantPosCatalog, type StaffSession } from '@plataforma/domain';
import { loadModuleMessages } from '../../../i18n';
import { renderRoute } from '../../../test/render-route';
import { setSession, testOrganization, testUser } from '../../../test/session';
import { ManagerDialog } from './ManagerDialog';
import { PinPad } from './PinPad';
import { setStaffSession } from './session';

beforeAll(() => loadModuleMessages('pos', () => import('../i18n')));

describe('PinPad', () => {
  it('shows dots, never digits, and submits at the fourth digit; keys and the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PinPad onSubmit={onSubmit} error="PIN incorrecto" />);
    const filled = () => screen.getAllByTestId('pin-dot').filter((dot) => dot.dataset.filled === 'true').length;
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: '9' }));
    expect(filled()).toBe(3);
    expect(screen.getByRole('status')).toHaveAccessibleName('3 de 4 cifras');
    expect(document.body).not.toHaveTextContent('129');
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(filled()).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('34');
    expect(onSubmit).toHaveBeenCalledWith('1234');
    expect(filled()).toBe(0);
    expect(screen.getByRole('alert')).toHaveTextContent('PIN incorrecto');
  });
});

describe('ManagerDialog (void)', () => {
  it('asks for a reason and, for staff, a manager PIN; how many units and whether stock goes back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ManagerDialog
        title="Anular una línea enviada a cocina"
        summary="3 × Croquetas"
        confirmLabel="Anular"
        needsPin
        units={3}
        busy={false}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Anular una línea enviada a cocina' });
    const confirm = within(dialog).getByRole('button', { name: 'Anular' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Se equivocó de mesa');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('PIN del encargado'), '22a22');
    expect(within(dialog).getByLabelText('PIN del encargado')).toHaveValue('2222');
    await user.click(within(dialog).getByRole('combobox', { name: 'Unidades a anular' }));
    await user.click(screen.getByRole('option', { name: '2' }));
    await user.click(within(dialog).getByLabelText('Devolver al stock (no se llegó a preparar)'));
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      reason: 'Se equivocó de mesa',
      managerPin: '2222',
      quantity: 2,
      restock: true,
    });
  });

  it('asks an encargado for the reason only, and shows why the server refused', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ManagerDialog
        title="Cancelar el pedido"
        summary="Mesa 1"
        confirmLabel="Cancelar pedido"
        needsPin={false}
        busy={false}
        error="Un pedido con pagos no se puede cancelar"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByLabelText('PIN del encargado')).toBeNull();
    expect(screen.queryByLabelText('Unidades a anular')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Un pedido con pagos no se puede cancelar');
    await user.type(screen.getByLabelText(/Motivo/), 'Se marcharon');
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Se marcharon' });
  });
});

const catalog = {
  locationId: 'L1',
  locations: [{ id: 'L1', name: 'Centro', timezone: 'Europe/Madrid', ticketSeries: 'C1', tables: [] }],
  categories: [],
  dishes: [],
  modifierGroups: [],
  combos: [],
  dailyMenu: null,
} as unknown as RestaurantPosCatalog;

const anaSession: StaffSession = {
  sessionId: 's'.repeat(43),
  employee: { id: 'e1', name: 'Ana Prueba' },
  mayAuthorize: false,
  locationId: 'L1',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  idleLockMinutes: 5,
};

describe('the lock screen over the POS', () => {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'staff' as const };
  let sent: { method: string; path: string; headers: Record<string, string> }[];

  beforeEach(() => {
    localStorage.clear();
    setStaffSession(null);
    setSession(testUser([lola]));
    sent = [];
    const answers: Record<string, unknown> = {
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog': catalog,
      '/api/organizations/o1/staff/status?locationId=L1': { pinsInUse: true, idleLockMinutes: 5 },
      '/api/organizations/o1/orders?module=restaurant&active=true&pageSize=100&locationId=L1': {
        items: [],
        total: 0,
        page: 1,
        pageSize: 100,
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        const method = init?.method ?? 'GET';
        sent.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string> });
        const json = (status: number, body: unknown) =>
          new Response(status === 204 ? null : JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
        if (path.endsWith('/staff/unlock')) {
          const { pin } = JSON.parse(String(init?.body)) as { pin: string };
          return pin === '1111'
            ? json(201, anaSession)
            : json(403, { error: { code: 'pin-invalid', message: 'PIN incorrecto' } });
        }
        if (path.endsWith('/staff/lock')) return json(204, null);
        const body = answers[path];
        return body === undefined
          ? json(404, { error: { code: 'route-not-found', message: 'Ruta inválida' } })
          : json(200, body);
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    setStaffSession(null);
  });

  it('covers the till until a right PIN; then names who works and sends the session; locking brings it back', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant');
    const lock = await screen.findByRole('dialog', { name: 'Caja bloqueada' });
    for (const digit of '1234') await user.click(within(lock).getByRole('button', { name: digit }));
    expect(await within(lock).findByRole('alert')).toHaveTextContent('PIN incorrecto');
    for (const digit of '1111') await user.click(within(lock).getByRole('button', { name: digit }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Caja bloqueada' })).toBeNull());
    const who = screen.getByRole('button', { name: 'Bloquear la caja (Ana Prueba)' });
    expect(who).toHaveTextContent('Ana Prueba');
    expect(sessionStorage.getItem('pos.staffSession')).toContain('Ana Prueba');

    await user.click(who);
    expect(await screen.findByRole('dialog', { name: 'Caja bloqueada' })).toBeInTheDocument();
    const lockCall = sent.find((call) => call.path.endsWith('/staff/lock'))!;
    expect(lockCall.headers[STAFF_SESSION_HEADER]).toBe(anaSession.sessionId);
    expect(sessionStorage.getItem('pos.staffSession')).toBeNull();
  });

  it('locks by itself after the idle time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setStaffSession(anaSession);
    renderRoute('/casa-lola/pos/restaurant');
    expect(await screen.findByRole('button', { name: 'Bloquear la caja (Ana Prueba)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Caja bloqueada' })).toBeNull();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(screen.queryByRole('dialog', { name: 'Caja bloqueada' })).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByRole('dialog', { name: 'Caja bloqueada' })).toBeInTheDocument();
  });
});

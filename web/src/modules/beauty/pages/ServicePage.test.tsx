import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Employee, Material, Service } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const BASE = '/api/organizations/o1';
const lola = { id: 'o1', slug: 'peluqueria-lola', name: 'Peluquería Lola', role: 'manager' as const };
const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });
const material = (id: string, name: string, unit: Material['unit'], costPerUnitCents: number): Material => ({
  id,
  name,
  unit,
  stock: 100,
  costPerUnitCents,
  alertLevel: 10,
  ...times,
});
const tinte = material('tinte', 'Tinte rubio', 'ml', 13.33);
const guantes = material('guantes', 'Guantes', 'unit', 20);
const mascarilla = material('mascarilla', 'Mascarilla', 'g', 5);
const employee = (id: string, firstName: string, lastName: string, active: boolean): Employee => ({
  id,
  firstName,
  lastName,
  email: '',
  phone: '',
  position: '',
  locationIds: [],
  active,
  color: '#9c27b0',
  memberUserId: '',
  workingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  timeOff: [],
  weeklyHours: 0,
  mayAuthorize: false,
  hasPin: false,
  ...times,
});
const mechas: Service = {
  id: 's1',
  name: 'Mechas',
  description: '',
  categoryId: 'c1',
  durationMinutes: 120,
  processing: { startsAfter: 30, minutes: 40 },
  priceCents: 6050,
  vatRate: 21,
  employeeIds: ['irene'],
  roomId: null,
  materials: [
    { materialId: 'tinte', quantity: 60 },
    { materialId: 'guantes', quantity: 2 },
  ],
  bookableOnline: true,
  color: '#9c27b0',
  active: true,
  ...times,
};

function open(path: string) {
  setSession(testUser([lola]));
  stubApi({
    [BASE]: testOrganization(lola),
    [`${BASE}/beauty/services/s1`]: mechas,
    [`${BASE}/beauty/service-categories?pageSize=100`]: page([
      { id: 'c1', name: 'Color', description: '', active: true, ...times },
    ]),
    [`${BASE}/configuration/employees?pageSize=100`]: page([
      employee('irene', 'Irene', 'Castro', true),
      employee('nuria', 'Nuria', 'Gil', true),
      employee('pepa', 'Pepa', 'Baja', false),
    ]),
    [`${BASE}/beauty/rooms?pageSize=100`]: page([]),
    [`${BASE}/beauty/materials?pageSize=100`]: page([tinte, guantes, mascarilla]),
  });
  return renderRoute(path);
}

const margin = () => screen.getByTestId('service-margin').textContent;

describe('the service editor', () => {
  it('shows the margin, and updates it as the price and the materials change', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    open('/peluqueria-lola/beauty/services/service/s1');
    await screen.findByRole('heading', { name: 'Mechas' }, { timeout: 15_000 });
    // 60,50 € with 21 % VAT is 50,00 € net; 60 ml at 0,1333 € (8,00 €) and 2 gloves at 0,20 € (0,40 €).
    await waitFor(() => expect(margin()).toBe('41,60 €'));
    const panel = screen.getByRole('region', { name: 'Margen' });
    expect(within(panel).getByText('-10,50 €')).toBeInTheDocument();
    expect(within(panel).getByText('-8,40 €')).toBeInTheDocument();
    expect(screen.getByTestId('material-cost-0')).toHaveTextContent('Coste 8,00 €');
    expect(screen.getByLabelText('Cantidad (ml)')).toHaveValue(60);

    const price = screen.getByLabelText('Precio (IVA incluido)');
    await user.clear(price);
    await user.type(price, '72,60');
    expect(margin()).toBe('51,60 €');

    // A third row: 100 g of mask at 0,05 € costs 5,00 € more.
    await user.click(screen.getByRole('button', { name: 'Añadir material' }));
    await user.click(screen.getByRole('combobox', { name: 'Material 3' }));
    await user.click(await screen.findByRole('option', { name: 'Mascarilla' }));
    const quantity = screen.getByLabelText('Cantidad (g)');
    await user.clear(quantity);
    await user.type(quantity, '100');
    expect(screen.getByTestId('material-cost-2')).toHaveTextContent('Coste 5,00 €');
    expect(margin()).toBe('46,60 €');

    // Employees by name: the active ones are offered.
    expect(screen.getByText('Irene Castro')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Quién lo realiza' }));
    expect(screen.getByRole('option', { name: 'Nuria Gil' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Pepa Baja' })).toBeNull();
    await user.keyboard('{Escape}');

    // Removing the dye gives its 8,00 € back.
    await user.click(screen.getByRole('button', { name: 'Quitar el material 1' }));
    expect(margin()).toBe('54,60 €');
    expect(screen.getByTestId('material-cost-0')).toHaveTextContent('Coste 0,40 €');
  });

  it(
    'says the processing window must end before the service, without asking the server',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      open('/peluqueria-lola/beauty/services/service/s1');
      const minutes = await screen.findByLabelText('Dura (min)', {}, { timeout: 15_000 });
      await user.clear(minutes);
      await user.type(minutes, '90');
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(
        await screen.findByText('El tiempo de exposición debe terminar antes que el servicio'),
      ).toBeInTheDocument();
      // Turning the window off leaves none.
      await user.click(screen.getByRole('switch', { name: 'Tiene tiempo de exposición' }));
      expect(screen.queryByLabelText('Dura (min)')).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CrmReport, RestaurantReport } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi } from '../../../test/fake-api';

const range = { from: '2026-11-01', to: '2026-11-26' };
const rowsOf = async (title: string) => {
  const section = (await screen.findByRole('heading', { name: title })).closest('section')!;
  return within(section)
    .getAllByRole('row')
    .map((row) => row.textContent);
};

describe('the CRM and restaurant dashboards', () => {
  it('shows the clients’ figures: new and returning, top spenders, tags, reviews by month, birthdays', async () => {
    const report: CrmReport = {
      range,
      newClients: 3,
      returningClients: 5,
      createdClients: 4,
      topClients: [{ key: 'c1', name: 'Ana Pérez', count: 2, cents: 4550 }],
      byTag: [{ tag: 'VIP', count: 7 }],
      reviews: {
        count: 3,
        average: 4.3,
        trend: [
          { month: '2026-10', count: 1, average: 4 },
          { month: '2026-11', count: 2, average: 4.5 },
        ],
      },
      birthdays: [{ id: 'c2', name: 'Luis Gil', birthday: '1990-11-30' }],
    };
    const calls = fakeApi('manager', (call) => (call.path === '/analytics/modules/crm' ? { body: report } : undefined));
    renderRoute('/casa-lola/analytics/modules/crm?location=L1');
    expect(await screen.findByTestId('kpi-reviews-value')).toHaveTextContent('4,3 / 5');
    expect(screen.getByTestId('kpi-new-value')).toHaveTextContent('3');
    expect(calls.find((call) => call.path === '/analytics/modules/crm')!.query.get('locationId')).toBe('L1');
    expect(await rowsOf('Nuevos y recurrentes')).toEqual([
      'TipoClientes',
      'Clientes nuevos3',
      'Clientes que repiten5',
      'Total8',
    ]);
    expect(await rowsOf('Clientes que más gastaron')).toEqual(['ClienteTicketsVentas netas', 'Ana Pérez245,50 €']);
    expect(await rowsOf('Reseñas por mes')).toEqual([
      'MesReseñasMedia (1-5)',
      'octubre de 202614,0',
      'noviembre de 202624,5',
    ]);
    expect(await rowsOf('Cumpleaños este mes')).toEqual(['ClienteCumpleaños', 'Luis Gil30/11/1990']);
  });

  it('shows the restaurant’s: covers, turnover, kitchen times by station, dishes, menús del día, sold out', async () => {
    const item = (key: string, name: string, kind: string, quantity: number, cents: number) => ({
      key,
      name,
      kind,
      quantity,
      cents,
      module: 'restaurant',
      category: '',
    });
    const report: RestaurantReport = {
      range,
      tableOrders: 12,
      covers: 30,
      averagePerCoverCents: 1850,
      averageMinutesToPay: 48,
      turnover: 1.5,
      kitchen: [
        { station: 'Plancha', rounds: 10, averageMinutes: 12.5 },
        { station: '-', rounds: 3, averageMinutes: 4 },
      ],
      topDishes: [item('dish:1', 'Paella', 'dish', 8, 12000)],
      dailyMenus: [item('dailyMenu:2026-11-25', 'Menú del día', 'dailyMenu', 14, 18200)],
      soldOut: [{ key: 'dish:1', name: 'Paella', count: 2 }],
    };
    fakeApi('owner', (call) => (call.path === '/analytics/modules/restaurant' ? { body: report } : undefined));
    renderRoute('/casa-lola/analytics/modules/restaurant');
    expect(await screen.findByTestId('kpi-covers-value')).toHaveTextContent('30');
    expect(screen.getByTestId('kpi-per-cover-value')).toHaveTextContent('18,50 €');
    expect(screen.getByTestId('kpi-turnover-value')).toHaveTextContent('1,5 por mesa y día');
    expect(screen.getByTestId('kpi-minutes-value')).toHaveTextContent('48 min');
    expect(await rowsOf('Tiempos de cocina por estación')).toEqual([
      'EstaciónComandasMinutos de media',
      'Plancha1012,5',
      'Sin estación34,0',
    ]);
    expect(await rowsOf('Menús del día vendidos')).toEqual([
      'MenúUnidadesVentas netas',
      'Menú del día · 25/11/202614182,00 €',
      'Total14182,00 €',
    ]);
    expect(await rowsOf('Platos agotados')).toEqual(['PlatoVeces', 'Paella2']);
  });
});

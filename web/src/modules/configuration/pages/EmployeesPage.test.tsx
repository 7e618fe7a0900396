import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Employee } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };
const employee = (id: string, firstName: string, weeklyHours: number) =>
  ({
    id,
    firstName,
    lastName: '',
    email: '',
    phone: '',
    position: 'Camarero',
    locationIds: [],
    active: true,
    color: '#1976d2',
    memberUserId: '',
    workingHours: {},
    weeklyHours,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
  }) as unknown as Employee;

describe('employees list', () => {
  beforeEach(() => {
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/configuration/employees?page=1&pageSize=25&sort=firstName&order=asc': {
        items: [employee('e1', 'Pablo', 1019 / 60), employee('e2', 'Sara', 40), employee('e3', 'Lucía', 42.5)],
        total: 3,
        page: 1,
        pageSize: 25,
      },
    });
  });

  it('shows weekly hours in hours and minutes', async () => {
    renderRoute('/casa-lola/configuration/employees');
    expect(await screen.findByText('16 h 59 min', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('40 h')).toBeInTheDocument();
    expect(screen.getByText('42 h 30 min')).toBeInTheDocument();
    expect(screen.queryByText(/16,98/)).toBeNull();
    // The data grid's first load is slow on a busy machine.
  }, 30_000);
});

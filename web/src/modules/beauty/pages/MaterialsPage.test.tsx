import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Material } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const BASE = '/api/organizations/o1';
const lola = { id: 'o1', slug: 'peluqueria-lola', name: 'Peluquería Lola', role: 'staff' as const };
const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const material = (id: string, name: string, stock: number, alertLevel: number): Material => ({
  id,
  name,
  unit: 'ml',
  stock,
  costPerUnitCents: 13.33,
  alertLevel,
  ...times,
});
const materials = [
  material('m1', 'Champú', 2000, 500),
  material('m2', 'Oxidante', 300, 500),
  material('m3', 'Tinte rubio', -20, 100),
];
const page = (pageSize: number) => ({ items: materials, total: materials.length, page: 1, pageSize });

describe('the materials list', () => {
  it('marks what runs low and what is short, and counts them', { timeout: 30_000 }, async () => {
    setSession(testUser([lola]));
    stubApi({
      [BASE]: testOrganization(lola),
      [`${BASE}/beauty/materials?pageSize=100`]: page(100),
      [`${BASE}/beauty/materials?page=1&pageSize=25&sort=name&order=asc`]: page(25),
    });
    renderRoute('/peluqueria-lola/beauty/materials');
    expect(await screen.findByText('2 materiales se están acabando.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(await screen.findByRole('link', { name: 'Oxidante' })).toBeInTheDocument();
    expect(within(row('Oxidante')).getByText('Queda poco')).toBeInTheDocument();
    expect(within(row('Tinte rubio')).getByText('Falta stock')).toBeInTheDocument();
    expect(within(row('Tinte rubio')).getByText('-20 ml')).toBeInTheDocument();
    expect(within(row('Champú')).queryByText('Queda poco')).toBeNull();
    expect(within(row('Champú')).getByText('0,1333 €/ml')).toBeInTheDocument();
    // Staff read the catalogue but do not add to it.
    expect(screen.queryByRole('link', { name: 'Nuevo material' })).toBeNull();
  });
});

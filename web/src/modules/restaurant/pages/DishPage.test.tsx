import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const BASE = '/api/organizations/o1/restaurant';
const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };
const bebidas: Category = {
  id: 'c1',
  name: 'Bebidas',
  description: '',
  active: true,
  position: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

function open(path: string) {
  setSession(testUser([lola]));
  stubApi({
    '/api/organizations/o1': testOrganization(lola),
    [`${BASE}/categories?sort=position&pageSize=100`]: { items: [], total: 0, page: 1, pageSize: 100 },
    [`${BASE}/categories`]: bebidas,
  });
  return renderRoute(path);
}

describe('a dish needs a category', () => {
  it('says so on the new dish form when there is none, and links to creating one', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    open('/casa-lola/restaurant/menu/dish/new');
    expect(await screen.findByText(/Crea primero una categoría/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear categoría' })).toHaveAttribute(
      'href',
      '/casa-lola/restaurant/menu/category/new?then=new-dish',
    );
    await user.type(screen.getByLabelText('Nombre'), 'Caña');
    await user.type(screen.getByLabelText('Precio'), '2,50');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Elige la categoría del plato')).toBeInTheDocument();
    expect(screen.queryByText('El identificador no es válido')).toBeNull();
  });

  it('comes back to the new dish once the category is made', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { router } = open('/casa-lola/restaurant/menu/category/new?then=new-dish');
    const back = await screen.findByRole('link', { name: 'Volver' }, { timeout: 15_000 });
    expect(back).toHaveAttribute('href', '/casa-lola/restaurant/menu/dish/new');
    await user.type(screen.getByLabelText('Nombre'), 'Bebidas');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casa-lola/restaurant/menu/dish/new'));
  });
});

describe('the photo of a dish', () => {
  const uploaded = { id: 'm1', urls: [] };

  it('uploads the chosen image, previews it and can take it off', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      [`${BASE}/categories?sort=position&pageSize=100`]: { items: [bebidas], total: 1, page: 1, pageSize: 100 },
      '/api/organizations/o1/media?name=cana.png': uploaded,
    });
    renderRoute('/casa-lola/restaurant/menu/dish/new');
    const input = await screen.findByLabelText('Subir foto', {}, { timeout: 15_000 });
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cana.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Foto actual' });
    expect(preview).toHaveAttribute('src', '/api/organizations/o1/media/m1/480.webp');
    const sent = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/media?'))!;
    expect(sent[1]).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ 'Content-Type': 'image/png' }),
    });
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(screen.queryByRole('img', { name: 'Foto actual' })).toBeNull();
    expect(screen.getByText('Sin foto')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending it', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ applyAccept: false });
    open('/casa-lola/restaurant/menu/dish/new');
    const input = await screen.findByLabelText('Subir foto', {}, { timeout: 15_000 });
    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El archivo no es una imagen JPEG, PNG o WebP')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/media'))).toBe(false);
  });
});

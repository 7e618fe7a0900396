import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { review } from '../fixtures.test-data';

const good = review({
  id: 'r1',
  rating: 5,
  text: 'Las croquetas, de otro mundo',
  source: 'google',
  clientId: 'c1',
  client: { id: 'c1', name: 'Ana Pérez' },
});
const bad = review({ id: 'r2', rating: 2, text: 'Tardaron mucho', hidden: true });

const answers = (call: ApiCall) => {
  if (call.path === '/crm/reviews/summary')
    return { body: { count: 4, average: 4.3, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } } };
  if (call.path === '/crm/reviews' && call.method === 'GET') return page([good, bad]);
  if (call.path.startsWith('/crm/reviews/')) return { body: { ...good, ...(call.body as object) } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('the reviews', () => {
  it('shows the average and the distribution on top, the newest first below', async () => {
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/crm/reviews');
    expect(await screen.findByTestId('review-average', {}, { timeout: 20_000 })).toHaveTextContent('4,3');
    expect(screen.getByText('4 reseñas visibles')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reseñas de 5 estrellas: 2' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'Reseñas de 1 estrella: 0' })).toHaveAttribute('aria-valuenow', '0');
    expect(await screen.findByText('Las croquetas, de otro mundo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Pérez' })).toHaveAttribute('href', '/casa-lola/crm/list/client/c1');
    expect(calls.find((call) => call.path === '/crm/reviews')?.query.toString()).toBe(
      'page=1&pageSize=25&sort=date&order=desc',
    );
    // Staff read: no reply, no visibility switch that works, no new review.
    expect(screen.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Visible: reseña de Ana Pérez' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Nueva reseña' })).not.toBeInTheDocument();
  }, 40_000);

  it('lets a manager reply and hide a review, keeping the rest of it', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/crm/reviews');
    const row = (await screen.findByText('Las croquetas, de otro mundo', {}, { timeout: 20_000 })).closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Responder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responder a la reseña' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Respuesta' }), '¡Gracias, Ana!');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/crm/reviews/r1',
      body: {
        rating: 5,
        text: 'Las croquetas, de otro mundo',
        source: 'google',
        clientId: 'c1',
        date: '2026-11-20',
        reply: '¡Gracias, Ana!',
        hidden: false,
      },
    });

    await user.click(within(row).getByRole('switch', { name: 'Visible: reseña de Ana Pérez' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({ hidden: true, reply: '' });
  }, 40_000);

  it('creates a manual review: its stars, its text, no client', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/crm/reviews');
    await user.click(await screen.findByRole('button', { name: 'Nueva reseña' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva reseña' });
    // A click without the pointer's path: jsdom has no layout for the hover the stars compute from it.
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 estrellas' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reseña' }), 'Muy bien');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      rating: 4,
      text: 'Muy bien',
      source: 'manual',
      clientId: '',
    });
  }, 40_000);
});

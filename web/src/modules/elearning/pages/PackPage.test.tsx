import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElearningCourse } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const course = (id: string, title: string, priceCents: number): ElearningCourse => ({
  id,
  title,
  description: '',
  categoryId: 'cat1',
  photoId: null,
  priceCents,
  vatRate: 21,
  modality: 'online',
  teacherId: null,
  capacity: null,
  sessions: [],
  sections: [],
  active: true,
  enrolled: 0,
  minutes: 600,
  lessonCount: 10,
  ...times,
});
const courses = [course('c1', 'Excel', 4900), course('c2', 'Word', 3900), course('c3', 'PowerPoint', 2900)];

const answers = (call: ApiCall) => {
  if (call.path === '/elearning/courses') return page(courses);
  if (call.method === 'POST' && call.path === '/elearning/packs') return { body: { id: 'p1' } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('a pack of courses', () => {
  it('asks for two courses, shows their prices beside the pack’s and sends them', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/elearning/packs/pack/new');
    fireEvent.change(await screen.findByLabelText('Nombre', {}, { timeout: 30_000 }), {
      target: { value: 'Ofimática' },
    });
    fireEvent.change(screen.getByLabelText('Precio del pack (IVA incluido)'), { target: { value: '70' } });
    await user.click(screen.getByRole('combobox', { name: 'Cursos del pack' }));
    await user.click(await screen.findByRole('option', { name: 'Excel · 49,00 €' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Un pack tiene al menos dos cursos')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Cursos del pack' }));
    await user.click(await screen.findByRole('option', { name: 'Word · 39,00 €' }));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('pack-separately')).toHaveTextContent('88,00 €');
    expect(screen.getByTestId('pack-pack')).toHaveTextContent('70,00 €');
    expect(screen.getByTestId('pack-saving')).toHaveTextContent('18,00 €');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Ofimática',
      description: '',
      courseIds: ['c1', 'c2'],
      price: '70',
      vatRate: 21,
      active: true,
    });
  });
});

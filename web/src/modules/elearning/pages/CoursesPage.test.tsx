import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseCategory, ElearningCourse } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page } from '../../../test/fake-api';

const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const categories: CourseCategory[] = [
  { id: 'cat1', name: 'Idiomas', description: '', active: true, ...times },
  { id: 'cat2', name: 'Cocina', description: 'Talleres', active: true, ...times },
];
const course = (id: string, title: string, more: Partial<ElearningCourse>): ElearningCourse => ({
  id,
  title,
  description: '',
  categoryId: 'cat1',
  photoId: null,
  priceCents: 12000,
  vatRate: 21,
  modality: 'presencial',
  teacherId: null,
  capacity: 12,
  sessions: [],
  sections: [],
  active: true,
  enrolled: 3,
  minutes: 1200,
  lessonCount: 4,
  ...times,
  ...more,
});
const courses = [
  course('c1', 'Inglés B1', {}),
  course('c2', 'Excel desde cero', { modality: 'online', capacity: null, enrolled: 41, minutes: 90, priceCents: 4900 }),
  course('c3', 'Cocina italiana', { categoryId: 'cat2', capacity: 8, enrolled: 8, active: false, minutes: 45 }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the courses list', () => {
  it('shows each course with its category, modality, places, hours and price, and filters by category', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', (call) => {
      if (call.path === '/elearning/categories') return page(categories);
      if (call.path === '/elearning/courses')
        return page(call.query.get('categoryId') === 'cat2' ? courses.slice(2) : courses);
      return undefined;
    });
    renderRoute('/casa-lola/elearning/courses');
    const row = async (name: string) =>
      (await screen.findByRole('link', { name }, { timeout: 30_000 })).closest('tr') as HTMLElement;

    const ingles = await row('Inglés B1');
    expect(ingles).toHaveTextContent('Idiomas');
    expect(ingles).toHaveTextContent('Presencial');
    expect(ingles).toHaveTextContent('3/12');
    expect(ingles).toHaveTextContent('20 h');
    expect(ingles).toHaveTextContent('120,00 €');
    const excel = await row('Excel desde cero');
    expect(excel).toHaveTextContent('Online');
    expect(excel).toHaveTextContent('41 (sin límite)');
    expect(excel).toHaveTextContent('1 h 30 min');
    const cocina = await row('Cocina italiana');
    expect(within(cocina).getByText('Completo')).toBeInTheDocument();
    expect(within(cocina).getByText('Inactivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo curso' })).toHaveAttribute(
      'href',
      '/casa-lola/elearning/courses/service/new',
    );

    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'Cocina' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Inglés B1' })).toBeNull());
    expect(calls.some((call) => call.path === '/elearning/courses' && call.query.get('categoryId') === 'cat2')).toBe(
      true,
    );

    // The categories are managed from the same page.
    await user.click(screen.getByRole('tab', { name: 'Categorías' }));
    expect(await screen.findByRole('link', { name: 'Idiomas' })).toHaveAttribute(
      'href',
      '/casa-lola/elearning/courses/category/cat1',
    );
  }, 60_000);
});

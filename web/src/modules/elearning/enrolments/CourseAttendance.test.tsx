import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Enrolment } from '@plataforma/domain';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderInOrganization } from '../../../test/render-in-organization';
import { CourseAttendance } from './index';
import { course, enrolment } from './fixtures.test-data';
import { withMark } from './api';

const show = () =>
  renderInOrganization(
    <Suspense fallback={null}>
      <CourseAttendance course={course} />
    </Suspense>,
    '/casa-lola/elearning/courses/service/en',
  );

/** A server that keeps the marks it is sent. */
function classroom() {
  let stored: Enrolment[] = [
    enrolment('e1', 'Ana Ruiz'),
    enrolment('e2', 'Bea Gil', { state: 'completed', attendance: { s1: true, s2: true } }),
    enrolment('e3', 'Carla Mar', { state: 'pending' }),
    enrolment('e4', 'Dani Sol', { state: 'cancelled' }),
  ];
  return (call: ApiCall) => {
    if (call.path === '/elearning/enrolments') return { body: { items: stored } };
    const marked = /^\/elearning\/enrolments\/(\w+)\/attendance\/(\w+)$/.exec(call.path);
    if (marked && call.method === 'PUT') {
      const [, id, sessionId] = marked;
      const { present } = call.body as { present: boolean | null };
      stored = stored.map((e) => (e.id === id ? { ...e, attendance: withMark(e.attendance, sessionId!, present) } : e));
      return { body: stored.find((e) => e.id === id) };
    }
    return undefined;
  };
}

const marks = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));

afterEach(() => vi.unstubAllGlobals());

describe("the course's attendance", () => {
  it("opens on today's session, lists the students taking part, and cycles a tap through present, absent, none", async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', classroom());
    show();
    const ana = await screen.findByRole('button', { name: /^Ana Ruiz: Sin marcar/ }, { timeout: 20_000 });
    // Today's session is the one chosen.
    expect(screen.getByRole('combobox', { name: 'Sesión' })).toHaveTextContent('(hoy)');
    // Activa and completada take part; pendiente de pago and cancelada do not.
    expect(screen.getByRole('button', { name: /^Bea Gil: Presente/ })).toBeVisible();
    expect(screen.queryByText('Carla Mar')).toBeNull();
    expect(screen.queryByText('Dani Sol')).toBeNull();
    expect(screen.getByTestId('attendance-counts')).toHaveTextContent('1 presentes · 0 ausentes · 1 sin marcar');

    await user.click(ana);
    // Shown in words, not only in colour.
    expect(await screen.findByRole('button', { name: /^Ana Ruiz: Presente/ })).toHaveTextContent('Presente');
    await waitFor(() => expect(marks(calls)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^Ana Ruiz/ }));
    expect(await screen.findByRole('button', { name: /^Ana Ruiz: Ausente/ })).toHaveTextContent('Ausente');
    await waitFor(() => expect(marks(calls)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /^Ana Ruiz/ }));
    expect(await screen.findByRole('button', { name: /^Ana Ruiz: Sin marcar/ })).toBeVisible();
    await waitFor(() => expect(marks(calls)).toHaveLength(3));
    const path = '/elearning/enrolments/e1/attendance/s2';
    expect(marks(calls)).toEqual([
      { path, body: { present: true } },
      { path, body: { present: false } },
      { path, body: { present: null } },
    ]);
  }, 40_000);

  it("shows another session's marks when it is chosen, and marks that session", async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', classroom());
    show();
    await screen.findByRole('button', { name: /^Ana Ruiz/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('combobox', { name: 'Sesión' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '10/01/2099 · 18:00–20:00' }));
    expect(screen.getByRole('button', { name: /^Bea Gil: Sin marcar/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Bea Gil/ }));
    await waitFor(() =>
      expect(marks(calls)).toEqual([{ path: '/elearning/enrolments/e2/attendance/s3', body: { present: true } }]),
    );
  }, 40_000);

  it('puts a mark back when the server refuses it', async () => {
    const user = userEvent.setup();
    const serve = classroom();
    const calls = fakeApi('staff', (call) =>
      call.method === 'PUT'
        ? { status: 403, body: { error: { code: 'forbidden', message: 'No tienes permiso para esta acción' } } }
        : serve(call),
    );
    show();
    await user.click(await screen.findByRole('button', { name: /^Bea Gil: Presente/ }, { timeout: 20_000 }));
    // The call goes once the tap shows (absent); the refusal puts her back as present.
    await waitFor(() => expect(marks(calls)).toHaveLength(1));
    expect(marks(calls)[0]!.body).toEqual({ present: false });
    expect(await screen.findByRole('button', { name: /^Bea Gil: Presente/ })).toBeVisible();
  }, 40_000);
});

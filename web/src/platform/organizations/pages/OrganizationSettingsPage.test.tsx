import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiscalData } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, testOrganization, testUser } from '../../../test/session';

const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'owner' as const };

/** What the page sent to the VERI*FACTU settings. */
let sent: unknown[] = [];
/** Signs in as Lola's owner; the API answers the organization with these fiscal data and saves what it is sent. */
function serve(fiscal: FiscalData) {
  setSession(testUser([lola]));
  let organization = { ...testOrganization(lola), fiscal };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/organizations/o1' && init?.method === 'PUT')
        organization = { ...organization, ...(JSON.parse(String(init.body)) as object) };
      if (path === '/api/organizations/o1/verifactu/settings') {
        sent.push(JSON.parse(String(init?.body)));
        organization = { ...organization, verifactu: JSON.parse(String(init?.body)) };
        return new Response(JSON.stringify(organization), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const body = path === '/api/organizations' ? [lola] : path === '/api/organizations/o1' ? organization : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  sent = [];
});

describe("the organization's settings and its fiscal data", () => {
  it('warn that fiscal data are missing, naming them, with a link to the first one', async () => {
    const user = userEvent.setup();
    serve({ address: 'Calle Mayor 1' });
    renderRoute('/casa-lola/configuration');
    // The first render loads the route chunks: slow on a busy machine.
    const warning = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(warning).toHaveTextContent('Faltan datos fiscales');
    expect(warning).toHaveTextContent('Faltan la razón social y el NIF/CIF.');
    await user.click(screen.getByRole('link', { name: 'Completar datos fiscales' }));
    expect(screen.getByRole('textbox', { name: 'Razón social' })).toHaveFocus();
  }, 60_000);

  it('keep warning until what is missing is saved', async () => {
    const user = userEvent.setup();
    serve({ businessName: 'Casa Lola SL' });
    renderRoute('/casa-lola/configuration');
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent('Falta el NIF/CIF.');
    await user.click(screen.getByRole('link', { name: 'Completar datos fiscales' }));
    expect(screen.getByRole('textbox', { name: 'NIF / CIF' })).toHaveFocus();

    await user.paste('B12345674');
    // The general section's (the VERI*FACTU section has its own).
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    await waitFor(() => expect(screen.queryByText('Faltan datos fiscales')).not.toBeInTheDocument());
  }, 60_000);

  it('say nothing when the legal name and the NIF are there', async () => {
    serve({ businessName: 'Casa Lola SL', taxId: 'B12345674' });
    renderRoute('/casa-lola/configuration');
    expect(await screen.findByRole('textbox', { name: 'NIF / CIF' }, { timeout: 15_000 })).toHaveValue('B12345674');
    expect(screen.queryByText('Faltan datos fiscales')).not.toBeInTheDocument();
  });

  it('let the owner choose VERI*FACTU and its environment', async () => {
    const user = userEvent.setup();
    serve({ businessName: 'Casa Lola SL', taxId: 'B12345674' });
    renderRoute('/casa-lola/configuration');
    const section = (await screen.findByRole('heading', { name: 'VERI*FACTU' }, { timeout: 15_000 })).parentElement!;
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Modo' }), 'VERI*FACTU');
    await user.click(within(section).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toEqual([{ mode: 'verifactu', environment: 'pruebas' }]));
    expect(
      within(section).getByRole('link', { name: 'Ver los registros de facturación y comprobar las cadenas' }),
    ).toHaveAttribute('href', '/casa-lola/orders/verifactu');
  }, 60_000);
});

describe("the organization's members", () => {
  it('still come when a module is switched while their list is on its way', async () => {
    const user = userEvent.setup();
    setSession(testUser([lola]));
    const organization = { ...testOrganization(lola), fiscal: { businessName: 'Casa Lola SL', taxId: 'B12345674' } };
    const owner = { userId: 'u1', email: 'lola@example.com', firstName: 'Lola', lastName: 'García', role: 'owner' };
    let answerMembers: () => void = () => {};
    const membersAnswered = new Promise<void>((resolve) => (answerMembers = resolve));
    let membersAsked: () => void = () => {};
    const membersOnTheirWay = new Promise<void>((resolve) => (membersAsked = resolve));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (path === '/api/organizations/o1/users') {
          // The list answers only after the module switch; a cancelled request is not answered at all.
          const signal = init?.signal;
          membersAsked();
          await Promise.race([
            membersAnswered,
            new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
          ]);
          return json([owner]);
        }
        if (path.startsWith('/api/organizations/o1/modules')) return json(organization);
        return json(path === '/api/organizations' ? [lola] : path === '/api/organizations/o1' ? organization : []);
      }),
    );
    renderRoute('/casa-lola/configuration');
    const crm = await screen.findByRole('checkbox', { name: 'Clientes' }, { timeout: 20_000 });
    await membersOnTheirWay;
    await user.click(crm);
    answerMembers();
    const members = await screen.findByRole('table', { name: 'Miembros' });
    expect(await within(members).findByText(/Lola García/, {}, { timeout: 5_000 })).toBeInTheDocument();
  }, 60_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerifactuSendingStatus } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, testOrganization, testUser } from '../../../test/session';

const owner = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'owner' as const };
const base = '/api/organizations/o1/verifactu';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let sending: VerifactuSendingStatus;
/** The non-GET requests the panel made: method, path and body. */
let calls: { method: string; path: string; body: unknown }[] = [];
let certificateAnswer: () => Response;

beforeEach(() => {
  sending = {
    hasCertificate: false,
    subject: null,
    validTo: null,
    pending: 2,
    sendingSubmissionId: null,
    nextAttemptAt: null,
    failures: 1,
    lastError: 'No hay certificado para enviar',
  };
  certificateAnswer = () => {
    sending = { ...sending, hasCertificate: true, subject: 'CN=Casa Lola', validTo: '2027-06-30T10:00:00.000Z' };
    return json({ hasCertificate: true, subject: 'CN=Casa Lola', validTo: '2027-06-30T10:00:00.000Z' });
  };
  setSession(testUser([owner]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const [pathname, query] = path.split('?') as [string, string | undefined];
      if (method !== 'GET')
        calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (pathname === '/api/organizations/o1') return json(testOrganization(owner));
      if (pathname === `${base}/sending`) return json(sending);
      if (pathname === `${base}/certificate` && method === 'PUT') return certificateAnswer();
      if (pathname === `${base}/certificate` && method === 'DELETE') {
        sending = { ...sending, hasCertificate: false, subject: null, validTo: null };
        return json({ hasCertificate: false, subject: null, validTo: null });
      }
      if (pathname === `${base}/send`) {
        sending = { ...sending, pending: 0, lastError: null };
        return json({ result: 'sent', submissionId: 's1', records: 2, status: 'Correcto', waitSeconds: 60 });
      }
      if (pathname === `${base}/states` && query === 'status=rechazado')
        return json([
          {
            id: 'VF_000000002',
            status: 'rechazado',
            code: '1100',
            message: 'Valor incorrecto',
            submissionId: 's1',
            at: 'x',
          },
        ]);
      if (pathname === `${base}/records`) return json({ items: [], total: 0, page: 1, pageSize: 50 });
      return json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  calls = [];
});

const panel = async () => within(await screen.findByRole('region', { name: 'Envío a la AEAT' }, { timeout: 20_000 }));

describe("the records screen's 'Envío a la AEAT' panel", () => {
  it('shows the queue and uploads the certificate read in the browser as base64 with its password', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/verifactu');
    const section = await panel();
    expect(await section.findByText('No hay certificado: los registros no se pueden enviar.')).toBeInTheDocument();
    expect(section.getByRole('status')).toHaveTextContent('2 registros pendientes de envío');
    expect(section.getByText('Último error: No hay certificado para enviar')).toBeInTheDocument();
    // The agency's reason for the rejected record.
    expect(await section.findByText('VF_000000002: 1100: Valor incorrecto')).toBeInTheDocument();

    const file = new File([new Uint8Array([0x30, 0x82, 0xff])], 'lola.p12', { type: 'application/x-pkcs12' });
    await user.upload(section.getByLabelText('Certificado (.p12 o .pfx)'), file);
    await user.type(section.getByLabelText('Contraseña del certificado'), 'secreta');
    await user.click(section.getByRole('button', { name: 'Subir certificado' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'PUT', path: `${base}/certificate`, body: { pkcs12: 'MIL/', password: 'secreta' } },
      ]),
    );
    expect(await section.findByText(/Certificado: CN=Casa Lola \(caduca el 30\/6\/27/)).toBeInTheDocument();

    // And removed again.
    await user.click(section.getByRole('button', { name: 'Quitar certificado' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ method: 'DELETE', path: `${base}/certificate`, body: undefined }),
    );
    expect(await section.findByText('No hay certificado: los registros no se pueden enviar.')).toBeInTheDocument();
  }, 60_000);

  it("shows the server's 400 on the file field", async () => {
    certificateAnswer = () =>
      json(
        {
          error: {
            code: 'validation-failed',
            message: 'No se puede abrir el certificado con esa contraseña',
            fields: { pkcs12: 'No se puede abrir el certificado con esa contraseña' },
          },
        },
        400,
      );
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/verifactu');
    const section = await panel();
    await user.upload(await section.findByLabelText('Certificado (.p12 o .pfx)'), new File(['x'], 'lola.pfx'));
    await user.type(section.getByLabelText('Contraseña del certificado'), 'mala');
    await user.click(section.getByRole('button', { name: 'Subir certificado' }));
    const field = section.getByLabelText('Certificado (.p12 o .pfx)');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('No se puede abrir el certificado con esa contraseña'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  }, 60_000);

  it('sends now and reads the queue again', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/verifactu');
    const section = await panel();
    await section.findByText('2 registros pendientes de envío');
    await user.click(section.getByRole('button', { name: 'Enviar ahora' }));
    expect(await section.findByText('0 registros pendientes de envío')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: `${base}/send`, body: undefined }]);
    expect(section.queryByText(/Último error/)).not.toBeInTheDocument();
  }, 60_000);
});

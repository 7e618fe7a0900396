import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingRecordDto, BillingRecordStateDto, VerifactuSendingStatus } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, testOrganization, testUser } from '../../../test/session';

/**
 * The owner's corrections on the records screen: what to do about each refused record (the fix hint of its code),
 * 'Subsanar' and 'Anular' (after a confirmation), the server's refusal shown, and a superseded record saying so.
 */
const owner = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'owner' as const };
const manager = { ...owner, role: 'manager' as const };
const base = '/api/organizations/o1/verifactu';
const FP = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const record = (seq: number, extra: object = {}): BillingRecordDto =>
  ({
    id: `VF_00000000${seq}`,
    chain: 'VF',
    seq,
    kind: 'alta',
    invoiceType: 'F2',
    totalCents: 500,
    fingerprint: FP,
    day: '2026-11-22',
    invoice: { issuerTaxId: 'B12345674', number: `VF-00000${seq}`, date: '22-11-2026' },
    ...extra,
  }) as unknown as BillingRecordDto;
const SENDING: VerifactuSendingStatus = {
  hasCertificate: true,
  subject: 'CN=Casa Lola',
  validTo: '2027-06-30T10:00:00.000Z',
  pending: 0,
  sendingSubmissionId: null,
  nextAttemptAt: null,
  failures: 0,
  lastError: null,
};

let records: BillingRecordDto[];
let states: BillingRecordStateDto[];
let calls: { method: string; path: string }[];
let cancellationAnswer: () => Response;

beforeEach(() => {
  calls = [];
  records = [record(2), record(1)];
  states = [
    { id: 'VF_000000002', status: 'aceptado', code: null, message: null, submissionId: 's1', at: 'x' },
    {
      id: 'VF_000000001',
      status: 'rechazado',
      code: '4104',
      message: 'El NIF del ObligadoEmision no está identificado',
      submissionId: 's1',
      at: 'x',
    },
  ];
  cancellationAnswer = () =>
    json(
      {
        error: {
          code: 'validation-failed',
          message: 'El ticket tiene una devolución (un ticket rectificativo): ya está corregido y no se anula',
          fields: { recordId: 'El ticket tiene una devolución' },
        },
      },
      400,
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [pathname, query] = String(input).split('?') as [string, string | undefined];
      const method = init?.method ?? 'GET';
      if (method !== 'GET') calls.push({ method, path: pathname });
      if (pathname === '/api/organizations/o1') return json(testOrganization(owner));
      if (pathname === `${base}/sending`) return json(SENDING);
      if (pathname === `${base}/chains`) return json([]);
      if (pathname === `${base}/records`) return json({ items: records, total: records.length, page: 1, pageSize: 50 });
      if (pathname === `${base}/states` && query === 'status=rechazado')
        return json(states.filter((s) => s.status === 'rechazado'));
      if (pathname === `${base}/states` && query?.startsWith('ids=')) return json(states);
      if (pathname === `${base}/records/VF_000000001/correction`) {
        const made = record(3, { correction: { of: 'VF_000000001', rejectedBefore: true } });
        records = [made, ...records];
        states = states.map((s) =>
          s.id === 'VF_000000001' ? { ...s, supersededBy: { id: made.id, kind: 'subsanacion', at: 'x' } } : s,
        );
        return json(made, 201);
      }
      if (pathname === `${base}/records/VF_000000002/cancellation`) return cancellationAnswer();
      return json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const panel = async () => within(await screen.findByRole('region', { name: 'Envío a la AEAT' }, { timeout: 20_000 }));

describe('correcting VERI*FACTU records', () => {
  it('shows what to do about a rejection and corrects the record (subsanación)', async () => {
    setSession(testUser([owner]));
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/verifactu');
    const section = await panel();
    const rejected = within((await section.findByText(/^VF_000000001: 4104/)).closest('li')!);
    expect(rejected.getByTestId('fix-hint')).toHaveTextContent(/el NIF no figura en el censo de la AEAT/);

    await user.click(rejected.getByRole('button', { name: 'Subsanar el registro VF_000000001' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: `${base}/records/VF_000000001/correction` }]));
    // Read again: the rejected record says what superseded it, with no more actions; the new record is listed.
    expect(await section.findByText('Subsanado con el registro VF_000000003')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Subsanar el registro VF_000000001' })).not.toBeInTheDocument();
    expect(await screen.findByText('Subsanación de VF_000000001')).toBeInTheDocument();
  }, 60_000);

  it("annuls after a confirmation, and shows the server's refusal", async () => {
    setSession(testUser([owner]));
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/verifactu');
    const row = within(
      (await screen.findByText('VF-000002', undefined, { timeout: 20_000 })).closest('tr') as HTMLElement,
    );
    // An accepted record: nothing to correct, but it can be annulled.
    expect(row.queryByRole('button', { name: /Subsanar/ })).not.toBeInTheDocument();
    await user.click(await row.findByRole('button', { name: 'Anular el registro VF_000000002' }));
    expect(row.getByText(/Anular solo si el ticket se emitió por error/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(row.getByRole('button', { name: 'Confirmar la anulación' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: `${base}/records/VF_000000002/cancellation` }]));
    expect(await row.findByRole('alert')).toHaveTextContent('El ticket tiene una devolución');
  }, 60_000);

  it('gives managers the hint but no actions', async () => {
    setSession(testUser([manager]));
    renderRoute('/casa-lola/orders/verifactu');
    const row = within(
      (await screen.findByText('VF-000001', undefined, { timeout: 20_000 })).closest('tr') as HTMLElement,
    );
    expect(await row.findByTestId('fix-hint')).toHaveTextContent(/Configuración/);
    expect(screen.queryByRole('button', { name: /Subsanar|Anular/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
  }, 60_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingChain, BillingRecordDto, ChainCheck } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, testOrganization, testUser } from '../../../test/session';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('../../../ui/save-file', () => ({ saveFile: (_blob: Blob, name: string) => saved.push(name) }));

const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };
const FP1 = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const FP2 = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const FP3 = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';
const record = (seq: number, extra: object): BillingRecordDto =>
  ({
    id: `VF_00000000${seq}`,
    chain: 'VF',
    seq,
    kind: 'alta',
    day: '2026-11-22',
    invoice: { issuerTaxId: 'B12345674', number: `VF-00000${seq}`, date: '22-11-2026' },
    ...extra,
  }) as unknown as BillingRecordDto;
const RECORDS = [
  record(3, { invoiceType: 'R5', totalCents: -250, fingerprint: FP3, invoice: { number: 'VF-R000001' } }),
  record(2, { kind: 'anulacion', fingerprint: FP2 }),
  record(1, { invoiceType: 'F2', totalCents: 500, fingerprint: FP1 }),
];
const CHAINS: BillingChain[] = [
  { chain: 'VF', locationId: null, records: 3, fingerprint: FP3 },
  { chain: 'VF-2', locationId: 'L1', records: 6, fingerprint: FP1 },
];
const CHECKS: Record<string, ChainCheck> = {
  VF: { chain: 'VF', records: 3, ok: true, break: null },
  'VF-2': {
    chain: 'VF-2',
    records: 6,
    ok: false,
    break: { seq: 4, id: 'VF-2_4', ticketCode: 'VF-2-000004', reason: 'fingerprint' },
  },
};

// The agency's answers: record 3 rejected, record 1 accepted; record 2 has none yet (pending).
const STATES = [
  { id: 'VF_000000003', status: 'rechazado', code: '1100', message: 'Valor incorrecto', submissionId: 's1', at: 'x' },
  { id: 'VF_000000001', status: 'aceptado', code: null, message: null, submissionId: 's1', at: 'x' },
];

const GENERIC_HINT =
  'Qué hacer: lee el motivo de la Agencia, corrige el dato en la configuración y pulsa «Subsanar». Si no sabes qué falla, avisa a soporte.';

/** The paths the page asked for. */
let asked: string[] = [];
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  setSession(testUser([lola]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      asked.push(path);
      const [pathname] = path.split('?') as [string];
      const base = '/api/organizations/o1/verifactu';
      if (pathname === '/api/organizations/o1') return json(testOrganization(lola));
      if (pathname === `${base}/chains`) return json(CHAINS);
      if (pathname === `${base}/records`) return json({ items: RECORDS, total: RECORDS.length, page: 1, pageSize: 50 });
      if (pathname === `${base}/states`) return json(STATES);
      const check = /chains\/([^/]+)\/check$/.exec(pathname);
      if (check) return json(CHECKS[decodeURIComponent(check[1]!)]);
      if (pathname === `${base}/export.xml`)
        return new Response('<xml/>', {
          status: 200,
          headers: {
            'X-Export-Parts': '2',
            'Content-Disposition': `attachment; filename="parte-${path.includes('part=2') ? 2 : 1}.xml"`,
          },
        });
      if (pathname === `${base}/export.csv`)
        return new Response('\uFEFFSerie', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="registros.csv"' },
        });
      return json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  asked = [];
  saved.length = 0;
});

describe('the VERI*FACTU records screen', () => {
  it('lists the records with their number, date, type in Spanish, total, short fingerprint and sending state', async () => {
    renderRoute('/casa-lola/orders/verifactu');
    const rows = await screen.findAllByTestId('record-row', {}, { timeout: 20_000 });
    await within(rows[2]!).findByText('Aceptado');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [
        'VF-R000001',
        '22/11/2026',
        'Rectificativa (R5)',
        '-2,50 €',
        '177547C0…0C68',
        'Rechazado1100: Valor incorrecto' + GENERIC_HINT,
      ],
      ['VF-000002', '22/11/2026', 'Anulación', '', 'F7B94CFD…2B97', 'Pendiente de envío'],
      ['VF-000001', '22/11/2026', 'Factura simplificada (F2)', '5,00 €', '3C464DAF…2F60', 'Aceptado'],
    ]);
    // The states of the page's records, in one request.
    expect(asked.filter((path) => path.includes('/states?'))).toEqual([
      `/api/organizations/o1/verifactu/states?ids=${encodeURIComponent('VF_000000003,VF_000000002,VF_000000001')}`,
    ]);
    expect(within(rows[0]!).getByTitle(FP3)).toBeInTheDocument();
    // The period's records (every chain) to start with: this month up to today.
    expect(asked.find((path) => path.includes('/records?'))).toMatch(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  }, 60_000);

  it('checks each chain on demand and says where it breaks', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/verifactu');
    await user.click(await screen.findByRole('button', { name: 'Comprobar la cadena VF' }, { timeout: 20_000 }));
    const [vf, device] = screen.getAllByTestId('chain-row');
    expect(await within(vf!).findByRole('status')).toHaveTextContent('Cadena correcta (3 registros)');
    expect(vf).toHaveTextContent('3 registros');
    await user.click(screen.getByRole('button', { name: 'Comprobar la cadena VF-2' }));
    await waitFor(() =>
      expect(within(device!).getByRole('status')).toHaveTextContent(
        'Cadena rota en el registro 4 (VF-2-000004): la huella no coincide con sus datos',
      ),
    );
  }, 60_000);

  it('lists one chain in its order and exports the XML in parts and the CSV of the period', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/verifactu');
    await screen.findAllByTestId('record-row', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('combobox', { name: 'Serie' }));
    await user.click(await screen.findByRole('option', { name: 'VF' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe('/api/organizations/o1/verifactu/records?page=1&pageSize=50&chain=VF'),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar XML' }));
    await waitFor(() => expect(saved).toEqual(['parte-1.xml', 'parte-2.xml']));
    const exports = asked.filter((path) => path.includes('/export.'));
    expect(exports[0]).toMatch(/export\.xml\?from=\d{4}-\d{2}-01&to=[\d-]+&chain=VF$/);
    expect(exports[1]).toMatch(/&chain=VF&part=2$/);
    expect(
      await screen.findByText('Descargadas 2 partes (1000 registros como máximo en cada mensaje)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved).toEqual(['parte-1.xml', 'parte-2.xml', 'registros.csv']));
  }, 60_000);
});

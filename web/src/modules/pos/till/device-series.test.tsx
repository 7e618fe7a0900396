import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { TICKET_SERIES_HEADER, TICKET_SERIES_UNKNOWN_HEADER } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useDeviceSeries } from './device-series';

/** A screen of the till showing a location (what usePosLocation does with the device's series). */
function Till({ organizationId = 'o1', locationId }: { organizationId?: string; locationId: string | undefined }) {
  useDeviceSeries(organizationId, locationId);
  return null;
}

interface Sent {
  method: string;
  path: string;
  series: string | undefined;
}

describe("the device's ticket series", () => {
  let sent: Sent[];
  /** Devices registered per location: the server's next number. */
  let devices: Record<string, number>;
  /** Series the server answers as unknown. */
  let unknown: Set<string>;
  /** The registrations answer once this settles. */
  let held: Promise<void>;

  beforeEach(() => {
    localStorage.clear();
    sent = [];
    devices = {};
    unknown = new Set();
    held = Promise.resolve();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        const method = init?.method ?? 'GET';
        const series = (init?.headers as Record<string, string>)[TICKET_SERIES_HEADER];
        sent.push({ method, path, series });
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (series && unknown.has(series)) headers[TICKET_SERIES_UNKNOWN_HEADER] = series;
        const registration = /\/tills\/(\w+)\/devices$/.exec(path);
        if (registration) {
          await held;
          const location = registration[1]!;
          devices[location] = (devices[location] ?? 0) + 1;
          const body = { series: `${location}-${devices[location]}`, locationId: location, device: devices[location] };
          return new Response(JSON.stringify(body), { status: 201, headers });
        }
        return new Response('{}', { status: 200, headers });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const pay = () => apiRequest('/organizations/o1/orders/x/payments', { method: 'POST', body: {} });
  const read = () => apiRequest('/organizations/o1/orders/x');
  const payments = () => sent.filter((call) => call.path.endsWith('/payments'));
  const registrations = () => sent.filter((call) => call.path.endsWith('/devices'));

  it('registers once per location when the till opens, remembers the series and sends it; a charge waits for it', async () => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const { rerender, unmount } = render(<Till locationId="B" />);
    await waitFor(() => expect(registrations()).toHaveLength(1));
    // While the registration is on its way a read goes without the series, a charge waits for it.
    await read();
    const charging = pay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.filter((call) => call.method === 'POST' && !call.path.endsWith('/devices'))).toEqual([]);
    release();
    await charging;
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/organizations/o1/orders/x/payments', series: 'B-1' });
    expect(sent.find((call) => call.method === 'GET')?.series).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('plataforma.pos.series.o1.B')!)).toBe('B-1');
    await waitFor(async () => {
      await read();
      expect(sent.at(-1)?.series).toBe('B-1');
    });

    // Another location: its own series; back to the first, the remembered one, without registering again.
    rerender(<Till locationId="C" />);
    await waitFor(() => expect(localStorage.getItem('plataforma.pos.series.o1.C')).toBe('"C-1"'));
    await pay();
    expect(sent.at(-1)?.series).toBe('C-1');
    rerender(<Till locationId="B" />);
    await pay();
    expect(sent.at(-1)?.series).toBe('B-1');
    expect(registrations()).toHaveLength(2);

    // The order's location loading a moment (no location yet): the charge is still in the series.
    rerender(<Till locationId={undefined} />);
    await pay();
    expect(sent.at(-1)?.series).toBe('B-1');

    // Leaving the till: the tab's calls no longer name a series.
    unmount();
    await pay();
    expect(sent.at(-1)?.series).toBeUndefined();
  });

  it('sends a remembered series at once; one the server does not know is forgotten and the device registers again', async () => {
    localStorage.setItem('plataforma.pos.series.o1.B', '"B-7"');
    unknown.add('B-7');
    render(<Till locationId="B" />);
    expect(registrations()).toHaveLength(0);
    await pay();
    // The server sold in the location's series and said B-7 is unknown: the next charge is in a new series.
    await waitFor(() => expect(registrations()).toHaveLength(1));
    await pay();
    expect(payments().map((call) => call.series)).toEqual(['B-7', 'B-1']);
    expect(localStorage.getItem('plataforma.pos.series.o1.B')).toBe('"B-1"');
  });

  it('remembers the series per organization', async () => {
    localStorage.setItem('plataforma.pos.series.o1.B', '"B-3"');
    render(<Till organizationId="o2" locationId="B" />);
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]!.path).toBe('/api/organizations/o2/tills/B/devices');
    await waitFor(() => expect(localStorage.getItem('plataforma.pos.series.o2.B')).toBe('"B-1"'));
    expect(localStorage.getItem('plataforma.pos.series.o1.B')).toBe('"B-3"');
  });
});

import type { Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { BillingRecord, Ticket } from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { seriesRef } from '../repository';
import type { TicketNumber } from '../sale';
import { storeTicket } from './records';

/**
 * How storeTicket chains the tickets of one transaction (no database: the transaction only collects the writes; the
 * API tests run the real thing): a payment that issues two tickets of one series (the last part of a split and a
 * 0 € ticket) chains the second after the first, and a retried attempt starts again from what its read found.
 */
const tenant = {
  organization: {
    id: 'org1',
    data: {
      name: 'Casa Lola',
      fiscal: { businessName: 'Casa Lola S.L.', taxId: 'B12345674' },
      verifactu: { mode: 'verifactu', environment: 'pruebas' },
    },
  },
} as unknown as Tenant;

function fakeTransaction() {
  const records: BillingRecord[] = [];
  const tx = {
    create: (ref: { path: string }, data: unknown) => {
      if (ref.path.includes('/billingRecords/')) records.push(data as BillingRecord);
    },
    set: () => undefined,
  } as unknown as Transaction;
  return { tx, records };
}

const ref = seriesRef(tenant, 'C1');
const number = (n: number, after: number): TicketNumber => ({
  code: `C1-00000${n}`,
  take: (tx) => tx,
  chain: { series: 'C1', ref, head: null, after },
});
const ticket = (code: string): Ticket =>
  ({
    code,
    date: '2026-11-22',
    timezone: 'Europe/Madrid',
    locationId: 'L1',
    business: { name: 'Casa Lola S.L.', taxId: 'B12345674', address: '' },
    vat: [],
    totalCents: 0,
    verifactu: { qrUrl: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674' },
  }) as unknown as Ticket;

describe('storeTicket', () => {
  it('chains two tickets of one series in one transaction, and starts again on a retried attempt', () => {
    const { tx, records } = fakeTransaction();
    storeTicket(tx, tenant, number(1, 0), ticket('C1-000001'));
    storeTicket(tx, tenant, number(2, 1), ticket('C1-000002'));
    expect(records.map((r) => [r.seq, r.ticketCode, r.previous?.invoice.number ?? null])).toEqual([
      [1, 'C1-000001', null],
      [2, 'C1-000002', 'C1-000001'],
    ]);
    expect(records[1]!.previous?.fingerprint).toBe(records[0]!.fingerprint);

    // The same transaction object again (the client library retries with it): its first ticket reads the head anew.
    storeTicket(tx, tenant, number(1, 0), ticket('C1-000001'));
    expect(records[2]).toMatchObject({ seq: 1, previous: null });
  });

  it('writes no record for a ticket that is not verifiable', () => {
    const { tx, records } = fakeTransaction();
    storeTicket(tx, tenant, number(1, 0), { ...ticket('C1-000001'), verifactu: { qrUrl: null } });
    storeTicket(tx, tenant, number(1, 0), { ...ticket('C1-000001'), verifactu: undefined });
    expect(records).toEqual([]);
  });
});

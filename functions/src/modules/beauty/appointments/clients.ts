import type { ClientReferences } from '../../crm';
import { drainQuery } from '../../../platform/resources/batches';
import { assertUnused } from '../../../platform/resources/references';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { appointmentsOf } from './repository';

const ofClient = (tenant: Tenant, clientId: string) => appointmentsOf(tenant).where('client.id', '==', clientId);

/** What CRM may do with a client's appointments: refuse a delete, move them (merge), forget the person (erase). */
export const appointmentClientReferences: ClientReferences = {
  async assertUnused(tx, tenant, clientId) {
    await assertUnused(
      tx,
      ofClient(tenant, clientId),
      'citas',
      (data) => `del ${String(data.date)} a las ${String(data.start)}`,
    );
  },
  async move(tenant, fromId, to) {
    await drainQuery(ofClient(tenant, fromId), (batch, doc) =>
      batch.update(doc.ref, { client: to, clientName: to.name }),
    );
  },
  async forget(tenant, clientId) {
    await drainQuery(ofClient(tenant, clientId), (batch, doc) =>
      batch.update(doc.ref, { client: null, clientName: '', clientPhone: '', note: '', searchTokens: [] }),
    );
  },
  async exportOf(tenant, clientId) {
    const appointments = await ofClient(tenant, clientId).get();
    return appointments.docs.map((doc) => {
      const a = doc.data();
      return {
        id: doc.id,
        date: a.date,
        start: a.start,
        end: a.end,
        state: a.state,
        services: a.services.map((line) => line.name),
        phone: a.clientPhone,
        note: a.note,
      };
    });
  },
};

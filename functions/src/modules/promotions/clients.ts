import { formatVoucherCode } from '@plataforma/domain';
import { drainQuery } from '../../platform/resources/batches';
import { assertUnused } from '../../platform/resources/references';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ClientReferences } from '../crm';
import { accountSearchTokens, accountsOf, cardKeyOf, type AccountDoc } from './collections';

/**
 * Promotions and CRM (ARCHITECTURE.md, "Clients"): a voucher (later a card or a pack) may name a client, kept as
 * `client: { id, name }`. A client with accounts is not deleted (merged or erased instead); a merge moves the
 * accounts to the client kept; an erase takes the person off them and keeps the money and its ledger (what is owed
 * is still owed to whoever holds the code).
 */
const ofClient = (tenant: Tenant, clientId: string) => accountsOf(tenant).where('client.id', '==', clientId);

export const promotionsClientReferences: ClientReferences = {
  async assertUnused(tx, tenant, clientId) {
    await assertUnused(tx, ofClient(tenant, clientId), 'bonos regalo o tarjetas', (account) => {
      const { code, programId } = account as unknown as AccountDoc;
      return programId ? 'tarjeta de fidelización' : formatVoucherCode(String(code));
    });
  },
  async move(tenant, fromId, to) {
    await drainQuery(ofClient(tenant, fromId), (batch, doc) => {
      batch.update(doc.ref, { client: to, searchTokens: accountSearchTokens(doc.data().code, to) });
      // A loyalty card's key follows it (a merge where both had a card of one program keeps both cards).
      const { programId } = doc.data();
      if (programId) {
        batch.delete(cardKeyOf(tenant, programId, fromId));
        batch.set(cardKeyOf(tenant, programId, to.id), { accountId: doc.id });
      }
    });
  },
  async forget(tenant, clientId) {
    // The search keys had the client's name: rebuilt from the code alone. A card without its client earns no more.
    await drainQuery(ofClient(tenant, clientId), (batch, doc) => {
      batch.update(doc.ref, { client: null, searchTokens: accountSearchTokens(doc.data().code, null) });
      const { programId } = doc.data();
      if (programId) batch.delete(cardKeyOf(tenant, programId, clientId));
    });
  },
  async exportOf(tenant, clientId) {
    const accounts = await ofClient(tenant, clientId).get();
    return accounts.docs.map((doc) => {
      const account = doc.data();
      return {
        id: doc.id,
        kind: account.kind,
        programId: account.programId ?? null,
        code: formatVoucherCode(account.code),
        status: account.status,
        balance: account.balance,
        initial: account.initial,
        expiresOn: account.expiresOn,
      };
    });
  },
};

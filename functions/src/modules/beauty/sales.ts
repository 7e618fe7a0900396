import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_TIMEZONE,
  packExpiresOn,
  packSessionValues,
  todayIn,
  type LineInput,
  type OrderLine,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled } from '../../platform/organizations/tenant-router';
import { getMany } from '../../platform/resources/repository';
import { readEmployees } from '../configuration';
import { soldLine, type PreparedLines, type Restock, type SaleContext, type SalePreparer } from '../orders';
import { readAccount, type HeldAccount } from '../promotions';
import { appointmentsOf } from './appointments/repository';
import { materialsOf, packsOf, serviceCategoriesOf, servicesOf } from './catalogue/collections';

/**
 * The salon's sale preparer (issue 18), registered for 'service' and 'pack' lines: prices them from the server's
 * catalogue in the sale's transaction. A service line takes its materials from stock (below zero if need be: the
 * service was done; the materials list shows the shortage) and names who did it; one paid by a session of the
 * client's pack costs 0 € (its VAT went with the pack) once the pack is checked to cover it. A pack line carries
 * what its sessions are worth; its accounts are opened by the paid-order hook (paid-hooks.ts).
 */

type BeautyLineInput = Extract<LineInput, { kind: 'service' | 'pack' }>;
const PACK_CATEGORY = 'Bonos';
const uniq = (values: string[]) => [...new Set(values)];
const fieldError = (index: number, field: string, message: string) =>
  new ApiError('validation-failed', { [`lines.${index}.${field}`]: message });
const printedDate = (key: string) => key.split('-').reverse().join('/');

/** The sessions accounts the lines redeem, read in the transaction (400 on the line when one does not exist). */
async function readSessions({ tx, tenant }: SaleContext, inputs: { index: number; input: BeautyLineInput }[]) {
  const held = new Map<string, HeldAccount>();
  for (const { index, input } of inputs) {
    if (input.kind !== 'service' || !input.sessionAccountId || held.has(input.sessionAccountId)) continue;
    const account = await readAccount(tx, tenant, input.sessionAccountId).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'not-found')
        throw fieldError(index, 'sessionAccountId', 'Ese bono de sesiones no existe');
      throw error;
    });
    held.set(account.id, account);
  }
  return held;
}

/** Whether `account` still has `units` sessions to give today (409 with the reason otherwise). */
export function assertSessionsLeft(account: HeldAccount, units: number, today: string) {
  const { doc } = account;
  if (doc.status === 'cancelled') throw new ApiError('voucher-cancelled');
  if (doc.expiresOn !== null && today > doc.expiresOn) throw new ApiError('pack-expired');
  if (doc.balance < units) throw new ApiError('pack-sessions-insufficient');
}

/** Whether a session of `account` pays `serviceId`, `used` sessions of it in this sale so far included. */
function assertSessionCovers(account: HeldAccount, serviceId: string, used: number, today: string) {
  const { covers, kind } = account.doc;
  if (kind !== 'sessions' || covers?.module !== 'beauty' || covers.refId !== serviceId)
    throw new ApiError('validation-failed', { sessionAccountId: 'Ese bono no es de este servicio' });
  assertSessionsLeft(account, used, today);
}

async function prepareBeautySale(
  ctx: SaleContext,
  indexed: { index: number; input: BeautyLineInput }[],
): Promise<PreparedLines> {
  const { tx, tenant } = ctx;
  assertModuleEnabled(tenant, 'beauty');
  const inputs = indexed.map(({ input }) => input);
  const packIds = uniq(inputs.flatMap((i) => (i.kind === 'pack' ? [i.packId] : [])));
  const packDocs = await getMany(tx, packsOf(tenant), packIds);
  const packById = new Map(packIds.map((id, i) => [id, packDocs[i]]));
  const serviceIds = uniq([
    ...inputs.flatMap((i) => (i.kind === 'service' ? [i.serviceId] : [])),
    ...packDocs.flatMap((pack) => pack?.items.map((item) => item.serviceId) ?? []),
  ]);
  const serviceDocs = await getMany(tx, servicesOf(tenant), serviceIds);
  const serviceById = new Map(serviceIds.map((id, i) => [id, serviceDocs[i]]));
  const sold = inputs.flatMap((i) => (i.kind === 'service' ? [serviceById.get(i.serviceId)] : []));
  const categoryIds = uniq(sold.flatMap((service) => (service ? [service.categoryId] : [])));
  const materialIds = uniq(sold.flatMap((service) => service?.materials.map((m) => m.materialId) ?? []));
  const employeeIds = uniq(inputs.flatMap((i) => (i.kind === 'service' && i.employeeId ? [i.employeeId] : [])));
  const appointmentIds = uniq(
    inputs.flatMap((i) => (i.kind === 'service' && i.appointmentId ? [i.appointmentId] : [])),
  );
  const [categoryDocs, materialDocs, employeeDocs, sessions, appointmentDocs] = await Promise.all([
    getMany(tx, serviceCategoriesOf(tenant), categoryIds),
    getMany(tx, materialsOf(tenant), materialIds),
    readEmployees(tenant, employeeIds, tx),
    readSessions(ctx, indexed),
    getMany(tx, appointmentsOf(tenant), appointmentIds),
  ]);
  const appointmentById = new Map(appointmentIds.map((id, i) => [id, appointmentDocs[i]]));
  const categoryName = new Map(categoryIds.map((id, i) => [id, categoryDocs[i]?.name ?? '']));
  const existingMaterials = new Set(materialIds.filter((_, i) => materialDocs[i]));
  const employeeById = new Map(employeeIds.map((id, i) => [id, employeeDocs[i]]));
  const today = todayIn(DEFAULT_TIMEZONE);
  const sessionsUsed = new Map<string, number>();
  const taken = new Map<string, number>();

  const lines = indexed.map(({ index, input }): OrderLine => {
    if (input.kind === 'pack') {
      const pack = packById.get(input.packId);
      if (!pack || !pack.active) throw fieldError(index, 'packId', 'Este bono ya no está a la venta');
      const services = pack.items.map((item) => serviceById.get(item.serviceId));
      if (services.some((service) => !service))
        throw fieldError(index, 'packId', 'Un servicio de este bono ya no existe');
      const values = packSessionValues(
        pack.priceCents,
        pack.items.map((item, i) => ({ sessions: item.sessions, listPriceCents: services[i]!.priceCents })),
      );
      const expiresOn = packExpiresOn(today, pack.validityDays);
      const items = pack.items.map((item, i) => ({
        serviceId: item.serviceId,
        name: services[i]!.name,
        sessions: item.sessions,
        unitValueCents: values[i]!,
      }));
      return soldLine({
        kind: 'pack',
        refId: input.packId,
        name: pack.name,
        quantity: 1,
        unitPriceCents: pack.priceCents,
        vatRate: pack.vatRate,
        details: [
          ...items.map((item) => ({ label: `${item.sessions} × ${item.name}`, priceDeltaCents: 0 })),
          { label: `Válido hasta ${printedDate(expiresOn)}`, priceDeltaCents: 0 },
        ],
        category: PACK_CATEGORY,
        pack: { packId: input.packId, expiresOn, items },
      });
    }
    const service = serviceById.get(input.serviceId);
    // An appointment's service is charged at the price agreed when it was booked (and even if it left the catalogue).
    const appointment = input.appointmentId ? appointmentById.get(input.appointmentId) : undefined;
    if (input.appointmentId && !appointment) throw fieldError(index, 'appointmentId', 'Esa cita ya no existe');
    const booked = appointment?.services.find((s) => s.serviceId === input.serviceId);
    if (!service || (!service.active && !booked))
      throw fieldError(index, 'serviceId', 'Este servicio ya no está a la venta');
    const details: OrderLine['details'] = [];
    if (input.employeeId) {
      const employee = employeeById.get(input.employeeId);
      if (!employee) throw fieldError(index, 'employeeId', 'Ese empleado no existe');
      if (!service.employeeIds.includes(input.employeeId))
        throw fieldError(index, 'employeeId', `${employee.firstName} no hace este servicio`);
      details.push({ label: `Con ${employee.firstName} ${employee.lastName}`.trim(), priceDeltaCents: 0 });
    }
    let session: OrderLine['session'];
    if (input.sessionAccountId) {
      const account = sessions.get(input.sessionAccountId)!;
      const used = (sessionsUsed.get(account.id) ?? 0) + input.quantity;
      assertSessionCovers(account, input.serviceId, used, today);
      sessionsUsed.set(account.id, used);
      session = { accountId: account.id };
      details.push({ label: `Sesión de «${account.doc.covers?.packName ?? ''}»`, priceDeltaCents: 0 });
    }
    const materials = service.materials
      .filter((m) => existingMaterials.has(m.materialId))
      .map((m) => ({ materialId: m.materialId, quantity: m.quantity * input.quantity }));
    for (const m of materials) taken.set(m.materialId, (taken.get(m.materialId) ?? 0) + m.quantity);
    return soldLine({
      kind: 'service',
      refId: input.serviceId,
      name: service.name,
      quantity: input.quantity,
      unitPriceCents: session ? 0 : (booked?.priceCents ?? service.priceCents),
      vatRate: service.vatRate,
      details,
      notes: input.notes,
      category: categoryName.get(service.categoryId) ?? '',
      materials,
      ...(input.employeeId ? { employeeId: input.employeeId } : {}),
      ...(input.appointmentId ? { appointmentId: input.appointmentId } : {}),
      ...(session ? { session } : {}),
    });
  });

  return { lines, takeStock: (write) => moveStock(write, ctx, taken, -1) };
}

/** Materials' stock moved by `sign` times the quantities (an increment: no read needed, below zero allowed). */
function moveStock(tx: Transaction, { tenant }: SaleContext, quantities: Map<string, number>, sign: 1 | -1) {
  for (const [materialId, quantity] of quantities)
    if (quantity > 0) tx.update(materialsOf(tenant).doc(materialId), { stock: FieldValue.increment(sign * quantity) });
}

/** The materials to give back for restocked units (a line's materials are for all its units). */
function restocked(items: Restock[]): Map<string, number> {
  const back = new Map<string, number>();
  for (const { line: sold, quantity } of items)
    for (const m of sold.materials ?? [])
      back.set(m.materialId, (back.get(m.materialId) ?? 0) + (m.quantity * quantity) / sold.quantity);
  return back;
}

export const beautySalePreparer: SalePreparer<BeautyLineInput> = {
  // Its lines are refused on any order while beauty is off (their paid-order hook would not run).
  module: 'beauty',
  prepare: prepareBeautySale,
  async restock(ctx, items) {
    const back = restocked(items);
    // A material deleted since is not brought back to life by an increment.
    const ids = [...back.keys()];
    const docs = await getMany(ctx.tx, materialsOf(ctx.tenant), ids);
    ids.forEach((id, i) => {
      if (!docs[i]) back.delete(id);
    });
    return (write) => moveStock(write, ctx, back, 1);
  },
};

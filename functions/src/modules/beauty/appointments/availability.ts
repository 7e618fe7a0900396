import { freeStarts, localInstant, timeOf, type Availability, type Employee } from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { getLocation, readEmployees } from '../../configuration';
import { dayContext } from './book';
import { readDayBooks, readMany, roomsOf, servicesOf } from './repository';

const invalid = (field: string, message: string) => new ApiError('validation-failed', { [field]: message });

/**
 * GET .../beauty/availability?serviceId&date[&employeeId][&locationId]: the grid's start times at which the service
 * fits, each with the employees free to do it then. Reads the service, its room, the employees and their day books
 * (one document per employee and room): never the appointments themselves. Past times are not offered.
 */
export async function availability(
  tenant: Tenant,
  query: { serviceId: string; date: string; employeeId?: string; locationId?: string },
): Promise<Availability> {
  // Three read rounds: the service (with the employee asked for), its room and employees, the location and books.
  const [[service], asked] = await Promise.all([
    readMany(servicesOf(tenant), [query.serviceId]),
    query.employeeId ? readEmployees(tenant, [query.employeeId]) : undefined,
  ]);
  if (!service || !service.active) throw invalid('serviceId', 'El servicio no existe o no está activo');
  if (query.employeeId && !service.employeeIds.includes(query.employeeId))
    throw invalid('employeeId', 'Esta persona no hace este servicio');
  const [[room], found] = await Promise.all([
    service.roomId ? readMany(roomsOf(tenant), [service.roomId]) : [undefined],
    asked ?? readEmployees(tenant, service.employeeIds),
  ]);
  const candidates = found.filter((employee): employee is Employee => !!employee?.active);
  const locationId = query.locationId ?? room?.locationId ?? onlyLocation(candidates);
  if (!locationId) throw invalid('locationId', 'Elige el local');
  const employees = candidates.filter((employee) => employee.locationIds.includes(locationId));
  const [location, books] = await Promise.all([
    getLocation(tenant, locationId),
    readDayBooks(tenant, [
      ...employees.map((employee) => ({ kind: 'employee' as const, resourceId: employee.id, date: query.date })),
      ...(service.roomId ? [{ kind: 'room' as const, resourceId: service.roomId, date: query.date }] : []),
    ]),
  ]);
  const rooms = new Map(
    room && service.roomId && room.active && room.locationId === locationId ? [[service.roomId, room]] : [],
  );
  const day = dayContext(location, query.date, { employees: new Map(employees.map((e) => [e.id, e])), rooms }, books);
  const now = Date.now();
  const slots = new Map<number, string[]>();
  for (const employee of employees) {
    const planned = {
      serviceId: query.serviceId,
      employeeId: employee.id,
      roomId: service.roomId,
      durationMinutes: service.durationMinutes,
      processing: service.processing,
    };
    for (const start of freeStarts(day, [planned])) {
      if (localInstant(query.date, start, location.timezone).getTime() < now) continue;
      slots.set(start, [...(slots.get(start) ?? []), employee.id]);
    }
  }
  return {
    serviceId: query.serviceId,
    date: query.date,
    locationId,
    slots: [...slots.entries()]
      .sort(([a], [b]) => a - b)
      .map(([start, employeeIds]) => ({ start: timeOf(start), employeeIds })),
  };
}

/** The location the employees share when there is one only. */
function onlyLocation(employees: readonly Employee[]): string | undefined {
  const ids = new Set(employees.flatMap((employee) => employee.locationIds));
  return ids.size === 1 ? [...ids][0] : undefined;
}

import type { BeautyPosCatalog } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { fromStored } from '../../platform/resources/repository';
import { activeEmployees } from '../configuration';
import { packsOf, serviceCategoriesOf, servicesOf } from './catalogue/collections';
import { packs as packResource } from './catalogue/packs';
import { services as serviceResource } from './catalogue/services';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

/**
 * The salon's catalogue as its till at `locationId` needs it (the POS module answers it with the locations): active
 * categories and packs, and the active services each with the active employees who do it and work at that location
 *.
 */
export async function beautyPosCatalog(
  tenant: Tenant,
  locationId: string | null,
): Promise<Pick<BeautyPosCatalog, 'categories' | 'services' | 'packs'>> {
  const [categories, services, packs, employees] = await Promise.all([
    serviceCategoriesOf(tenant).where('active', '==', true).get(),
    servicesOf(tenant).where('active', '==', true).get(),
    packsOf(tenant).where('active', '==', true).get(),
    activeEmployees(tenant),
  ]);
  // As the appointment book has it: an employee works at the locations listed on them.
  const here = employees.filter((e) => !!locationId && e.locationIds.includes(locationId));
  return {
    categories: categories.docs.map((doc) => fromStored(doc.id, doc.data())).sort(byName),
    services: services.docs
      .map((doc) => {
        const service = serviceResource.toDto(doc.id, doc.data());
        const employees = here
          .filter((e) => service.employeeIds.includes(e.id))
          .map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}`.trim() }));
        return { ...service, employees };
      })
      .sort(byName),
    packs: packs.docs.map((doc) => packResource.toDto(doc.id, doc.data())).sort(byName),
  };
}

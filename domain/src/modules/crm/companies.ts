import * as z from 'zod/mini';
import { optionalText, requiredText, type ResourceMeta } from '../../platform/resources';
import { addressSchema, optionalEmailSchema, taxIdSchema, type Address } from './clients';
import { phoneSchema } from './phone-schemas';

/** POST and PUT /crm/companies (managers). Its clients are the clients list filtered by `companyId`. */
export const companyBodySchema = z.strictObject({
  name: requiredText(120),
  taxId: taxIdSchema,
  email: optionalEmailSchema,
  phone: phoneSchema,
  address: addressSchema,
  notes: optionalText(2000),
});
export type CompanyBody = z.input<typeof companyBodySchema>;

export interface Company extends ResourceMeta {
  name: string;
  taxId: string;
  email: string;
  phone: string;
  address: Address;
  notes: string;
}

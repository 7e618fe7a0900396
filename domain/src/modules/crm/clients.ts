import * as z from 'zod/mini';
import { emailSchema } from '../../platform/identity/schemas';
import { isValidSpanishTaxId, normalizeTaxId } from '../../platform/organizations/tax-id';
import {
  documentIdSchema,
  optionalText,
  requiredText,
  resourceListQuerySchema,
  type ResourceMeta,
} from '../../platform/resources';
import { foldText } from '../../platform/search';
import { textSchema, wellFormed } from '../../platform/text';
import { nationalPhone } from './phone';
import { phoneSchema } from './phone-schemas';
import type { Review } from './reviews';
import type { TimelineEntry } from './timeline';

export const TAX_ID_MESSAGE = 'El NIF, NIE o CIF no es válido';
export const BIRTHDAY_MESSAGE = 'La fecha de nacimiento no es válida';
export const CONSENT_HOW_MESSAGE = 'Indica cómo dio su consentimiento';
export const MAX_TAGS = 20;

/** An optional e-mail, trimmed: '' for none. Duplicates are compared in lower case (see clientUniqueValues). */
export const optionalEmailSchema = z._default(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailSchema.safeParse(value).success, 'El correo electrónico no es válido'),
  ),
  '',
);

/** An optional Spanish NIF, NIE or CIF: '' for none, else stored without spaces, dots or hyphens, upper case. */
export const taxIdSchema = z._default(
  z.string().check(
    wellFormed(),
    z.trim(),
    z.overwrite(normalizeTaxId),
    z.refine((value) => value === '' || isValidSpanishTaxId(value), TAX_ID_MESSAGE),
  ),
  '',
);

/** A date of birth 'YYYY-MM-DD' ('' for none): a real day, from 1900 to today. */
export const birthdaySchema = z._default(
  z.string().check(
    z.refine((value) => {
      if (value === '') return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        value >= '1900-01-01' &&
        date.getTime() <= Date.now()
      );
    }, BIRTHDAY_MESSAGE),
  ),
  '',
);

export const addressSchema = z._default(
  z.strictObject({
    street: optionalText(160),
    city: optionalText(80),
    postalCode: optionalText(12),
    province: optionalText(60),
  }),
  { street: '', city: '', postalCode: '', province: '' },
);
export type Address = z.infer<typeof addressSchema>;

/**
 * The month and day of a date of birth ('1990-03-07' -> '03-07'; '' for none): stored beside it so that the clients
 * whose birthday falls in a month are one range query (`>= 'MM-01'`, `<= 'MM-31'`, by day), whatever their year.
 */
export const birthMonthDayOf = (birthday: string) => (/^\d{4}-\d{2}-\d{2}$/.test(birthday) ? birthday.slice(5) : '');

/** A client's tags ('VIP', 'Cliente habitual'): each once, whatever its case or accents. */
export const tagsSchema = z._default(
  z.array(requiredText(40)).check(
    z.maxLength(MAX_TAGS),
    z.refine((tags) => new Set(tags.map(foldText)).size === tags.length, 'Hay etiquetas repetidas'),
  ),
  [],
);

/** How the client gave (or refused) consent to marketing: the RGPD asks the business to be able to prove it. */
export const CONSENT_SOURCES = ['presencial', 'web', 'formulario', 'importación', 'teléfono', 'correo'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Marketing consent. `at` (ISO) is when it was given; a granted consent without `at` is stamped by the API with
 * the time it is recorded (and keeps its first stamp while it stays granted), and needs `how`.
 */
export const marketingConsentSchema = z._default(
  z
    .strictObject({
      granted: z.boolean(),
      at: z.optional(z.nullable(z.iso.datetime({ offset: true, error: 'La fecha no es válida' }))),
      how: z.optional(z.nullable(z.enum(CONSENT_SOURCES))),
    })
    .check(
      z.superRefine((consent, ctx) => {
        if (consent.granted && !consent.how)
          ctx.issues.push({ code: 'custom', message: CONSENT_HOW_MESSAGE, path: ['how'], input: consent.how });
      }),
    ),
  { granted: false },
);

/** POST /crm/clients (staff too) and PUT /crm/clients/{id} (managers). */
export const clientBodySchema = z.strictObject({
  firstName: requiredText(60),
  lastName: optionalText(80),
  email: optionalEmailSchema,
  phone: phoneSchema,
  taxId: taxIdSchema,
  birthday: birthdaySchema,
  address: addressSchema,
  tags: tagsSchema,
  notes: optionalText(2000),
  /** '' for none. */
  companyId: z._default(z.union([z.literal(''), documentIdSchema]), ''),
  marketingConsent: marketingConsentSchema,
});
export type ClientBody = z.input<typeof clientBodySchema>;
export type ClientInput = z.infer<typeof clientBodySchema>;

export interface MarketingConsent {
  granted: boolean;
  /** ISO time it was given (or refused); null when never asked. */
  at: string | null;
  how: ConsentSource | null;
}

export interface Client extends ResourceMeta {
  firstName: string;
  lastName: string;
  /** 'Ana López': first and last name. */
  name: string;
  email: string;
  /** E.164 ('+34600111222') or ''. */
  phone: string;
  taxId: string;
  birthday: string;
  address: Address;
  tags: string[];
  notes: string;
  companyId: string;
  /** The company's current name; null without one (or when it was deleted meanwhile). */
  company: { id: string; name: string } | null;
  marketingConsent: MarketingConsent;
}

/** How a client is named on lists, tickets and the timeline. */
export const clientName = (client: { firstName: string; lastName: string }) =>
  [client.firstName, client.lastName].filter(Boolean).join(' ');

/** A client is found by its name, e-mail, phone (with and without its prefix) and tax id. */
export const clientSearchText = (client: Pick<ClientInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'taxId'>) =>
  [clientName(client), client.email, client.phone, client.phone && nationalPhone(client.phone), client.taxId].join(' ');

/** A client as another module keeps it with its record (an order): who, by the name they had then. */
export interface ClientRef {
  id: string;
  name: string;
}

/** The fields that may not repeat between two clients of an organization. */
export const UNIQUE_CLIENT_FIELDS = ['email', 'phone', 'taxId'] as const;
export type UniqueClientField = (typeof UNIQUE_CLIENT_FIELDS)[number];

/** What two clients are compared by: the lower-case e-mail, the E.164 phone and the normalised tax id, when set. */
export function clientUniqueValues(
  client: Pick<ClientInput, UniqueClientField>,
): Partial<Record<UniqueClientField, string>> {
  const values: Partial<Record<UniqueClientField, string>> = {};
  if (client.email) values.email = client.email.trim().toLowerCase();
  if (client.phone) values.phone = client.phone;
  if (client.taxId) values.taxId = normalizeTaxId(client.taxId);
  return values;
}

/** Spanish names of the unique fields, for messages ('Ya hay un cliente con este teléfono'). */
export const UNIQUE_FIELD_LABELS: Record<UniqueClientField, string> = {
  email: 'correo electrónico',
  phone: 'teléfono',
  taxId: 'NIF',
};

/** The field message of a 409 client-duplicate: 'Ya hay un cliente con este teléfono: Ana López'. */
export const duplicateMessage = (field: UniqueClientField, existingName: string) =>
  `Ya hay un cliente con este ${UNIQUE_FIELD_LABELS[field]}: ${existingName}`;

/** The details of a 409 `client-duplicate` (error.details): who already has the value, and which field it is. */
export interface ClientDuplicateDetails {
  existing: ClientRef;
  field: UniqueClientField;
}

/** `?q=&tag=&companyId=&sort=name|createdAt&order=&page=&pageSize=` of GET /crm/clients (and export.csv). */
export const clientListQuerySchema = z.extend(resourceListQuerySchema, {
  tag: z.optional(textSchema(40)),
  companyId: z.optional(z.union([z.literal(''), documentIdSchema])),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** POST /crm/clients/{id}/merge: `otherId` goes into the client of the path, which is kept. */
export const mergeClientsBodySchema = z.strictObject({ otherId: documentIdSchema });

/** GET /crm/clients/{id}/export (RGPD access): everything the organization keeps about the client. */
export interface ClientDataExport {
  exportedAt: string;
  client: Client;
  timeline: TimelineEntry[];
  reviews: Review[];
  /** What the other modules keep about the client, by module: `{ orders: [{ id, date, totalCents, ... }] }`. */
  records: Record<string, Record<string, unknown>[]>;
}

import * as z from 'zod/mini';
import type { VatRate } from '../../platform/money';
import { eurosSchema, vatRateSchema } from '../../platform/money-schemas';
import {
  countSchema,
  idListSchema,
  optionalText,
  referenceIdSchema,
  requiredText,
  type ResourceMeta,
} from '../../platform/resources';

/** Hair and beauty services are charged at the general rate in Spain. */
export const DEFAULT_SERVICE_VAT_RATE = 21;
/** Every duration is on the appointment book's grid unit (the availability grid is 15 min; 5 lets 25 min services). */
export const SERVICE_MINUTES_STEP = 5;
export const MAX_SERVICE_MINUTES = 8 * 60;
export const MATERIAL_UNITS = ['ml', 'g', 'unit'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

const minutesSchema = (min: number) =>
  z.number().check(
    z.int(),
    z.minimum(min),
    z.maximum(MAX_SERVICE_MINUTES),
    z.refine((m) => m % SERVICE_MINUTES_STEP === 0, `Usa múltiplos de ${SERVICE_MINUTES_STEP} minutos`),
  );

/** A material's quantity (stock, alert level, what a service uses): up to 3 decimals (12,5 ml). */
export const materialQuantitySchema = z.number().check(
  z.minimum(0),
  z.maximum(1_000_000),
  z.refine((q) => Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6, 'Usa tres decimales como máximo'),
);

/**
 * A material's stock as a manager writes it: it may be below zero (a shortage left by services charged without
 * enough stock), so that saving a short material's other fields does not fail on the stock it already has.
 */
export const materialStockSchema = z.number().check(
  z.minimum(-1_000_000),
  z.maximum(1_000_000),
  z.refine((q) => Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6, 'Usa tres decimales como máximo'),
);

const colorSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Elige un color'));

/** POST and PUT .../beauty/service-categories. */
export const serviceCategoryBodySchema = z.strictObject({
  name: requiredText(60),
  description: optionalText(300),
  active: z._default(z.boolean(), true),
});
export type ServiceCategoryBody = z.input<typeof serviceCategoryBodySchema>;

/**
 * The part of a service during which the employee is free for another client (colour setting): it starts
 * `startsAfter` minutes into the service and lasts `minutes`, and ends before the service does. The client, and the
 * room, stay taken.
 */
export const processingSchema = z.strictObject({
  startsAfter: minutesSchema(SERVICE_MINUTES_STEP),
  minutes: minutesSchema(SERVICE_MINUTES_STEP),
});
export type Processing = z.infer<typeof processingSchema>;

/** POST and PUT .../beauty/services. The price is in euros, stored as cents. */
export const serviceBodySchema = z
  .strictObject({
    name: requiredText(80),
    description: optionalText(500),
    categoryId: referenceIdSchema('Elige la categoría del servicio'),
    durationMinutes: minutesSchema(SERVICE_MINUTES_STEP),
    processing: z._default(z.nullable(processingSchema), null),
    price: eurosSchema,
    vatRate: z._default(vatRateSchema, DEFAULT_SERVICE_VAT_RATE),
    /** The employees (configuration) who perform it. */
    employeeIds: idListSchema(50),
    /** The room it needs, if any. */
    roomId: z._default(z.nullable(referenceIdSchema('Elige la sala')), null),
    materials: z._default(
      z
        .array(z.strictObject({ materialId: referenceIdSchema('Elige el material'), quantity: materialQuantitySchema }))
        .check(
          z.maxLength(20),
          z.refine((ms) => new Set(ms.map((m) => m.materialId)).size === ms.length, 'Hay materiales repetidos'),
        ),
      [],
    ),
    bookableOnline: z._default(z.boolean(), true),
    color: z._default(colorSchema, '#9c27b0'),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((service, ctx) => {
      const { processing, durationMinutes } = service;
      if (processing && processing.startsAfter + processing.minutes >= durationMinutes)
        ctx.issues.push({
          code: 'custom',
          message: 'El tiempo de exposición debe terminar antes que el servicio',
          path: ['processing'],
          input: processing,
        });
    }),
  );
export type ServiceBody = z.input<typeof serviceBodySchema>;

/** POST and PUT .../beauty/rooms. `capacity` appointments may use the room at once (a cabin: 1). */
export const roomBodySchema = z.strictObject({
  name: requiredText(60),
  locationId: referenceIdSchema('Elige el local'),
  capacity: z._default(countSchema(1, 50), 1),
  active: z._default(z.boolean(), true),
});
export type RoomBody = z.input<typeof roomBodySchema>;

/** POST and PUT .../beauty/materials. The cost is in euros per unit with up to 4 decimals (0,1333 €/ml). */
export const materialBodySchema = z.strictObject({
  name: requiredText(80),
  unit: z.enum(MATERIAL_UNITS),
  stock: materialStockSchema,
  costPerUnit: z.number().check(
    z.minimum(0),
    z.maximum(10_000),
    z.refine((c) => Math.abs(Math.round(c * 10_000) - c * 10_000) < 1e-6, 'Usa cuatro decimales como máximo'),
  ),
  /** Stock at or under which the material shows as running low. */
  alertLevel: z._default(materialQuantitySchema, 0),
});
export type MaterialBody = z.input<typeof materialBodySchema>;

/** POST and PUT .../beauty/packs: sessions of services sold together at one price ("bono de 5 sesiones"). */
export const packBodySchema = z.strictObject({
  name: requiredText(80),
  description: optionalText(500),
  items: z
    .array(z.strictObject({ serviceId: referenceIdSchema('Elige el servicio'), sessions: countSchema(1, 100) }))
    .check(
      z.minLength(1, 'Añade al menos un servicio'),
      z.maxLength(10),
      z.refine((items) => new Set(items.map((i) => i.serviceId)).size === items.length, 'Hay servicios repetidos'),
    ),
  price: eurosSchema,
  vatRate: z._default(vatRateSchema, DEFAULT_SERVICE_VAT_RATE),
  validityDays: countSchema(1, 3650),
  active: z._default(z.boolean(), true),
});
export type PackBody = z.input<typeof packBodySchema>;

export interface ServiceCategory extends ResourceMeta {
  name: string;
  description: string;
  active: boolean;
}

export interface Service extends ResourceMeta {
  name: string;
  description: string;
  categoryId: string;
  durationMinutes: number;
  processing: Processing | null;
  priceCents: number;
  vatRate: VatRate;
  employeeIds: string[];
  roomId: string | null;
  materials: { materialId: string; quantity: number }[];
  bookableOnline: boolean;
  color: string;
  active: boolean;
}

export interface Room extends ResourceMeta {
  name: string;
  locationId: string;
  capacity: number;
  active: boolean;
}

export interface Material extends ResourceMeta {
  name: string;
  unit: MaterialUnit;
  /** May go below zero: a service done is charged even when the stock says there was not enough (a shortage). */
  stock: number;
  /** Cents per unit, up to two decimals of a cent (0,1333 € -> 13.33). */
  costPerUnitCents: number;
  alertLevel: number;
}

export interface Pack extends ResourceMeta {
  name: string;
  description: string;
  items: { serviceId: string; sessions: number }[];
  priceCents: number;
  vatRate: VatRate;
  validityDays: number;
  active: boolean;
}

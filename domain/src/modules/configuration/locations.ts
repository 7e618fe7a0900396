import * as z from 'zod/mini';
import { emailSchema } from '../../platform/identity/schemas';
import { countSchema, optionalText, requiredText, type ResourceMeta } from '../../platform/resources';
import { weeklyScheduleSchema, type WeeklySchedule } from '../../platform/schedule';
import { DEFAULT_IDLE_LOCK_MINUTES, DEFAULT_TIMEZONE, FLOOR_COLUMNS, FLOOR_ROWS, TIMEZONES } from './location-settings';

/** A table's cell on its zone's floor plan (0-based); none: the till lists it after the plan. */
export const tablePositionSchema = z.strictObject({
  col: countSchema(0, FLOOR_COLUMNS - 1),
  row: countSchema(0, FLOOR_ROWS - 1),
});
export type TablePosition = z.infer<typeof tablePositionSchema>;

/** A table of a restaurant location. The id stays when a table is renamed or moved (orders point at it). */
export const tableSchema = z.strictObject({
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'El identificador no es válido'))),
  name: requiredText(30),
  zone: optionalText(40),
  seats: countSchema(1, 50),
  position: z.optional(tablePositionSchema),
});
export type TableInput = z.infer<typeof tableSchema>;

/** POST and PUT /api/organizations/{id}/configuration/locations. */
export const locationBodySchema = z
  .strictObject({
    name: requiredText(80),
    address: optionalText(200),
    phone: optionalText(30),
    email: z._default(z.union([z.literal(''), emailSchema]), ''),
    timezone: z._default(z.enum(TIMEZONES), DEFAULT_TIMEZONE),
    openingHours: weeklyScheduleSchema,
    /** Prefix of the location's ticket numbers ('C1' -> C1-000123). */
    ticketSeries: z
      .string()
      .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{1,6}$/, 'Entre 1 y 6 letras o cifras, sin espacios')),
    tables: z._default(z.array(tableSchema).check(z.maxLength(300)), []),
    /** Minutes without a touch after which the till locks for the next PIN; 0 never locks. */
    idleLockMinutes: z._default(countSchema(0, 240), DEFAULT_IDLE_LOCK_MINUTES),
  })
  .check(
    z.superRefine((location, ctx) => {
      const seen = new Set<string>();
      const cells = new Set<string>();
      location.tables.forEach((table, index) => {
        const key = table.name.toLowerCase();
        if (seen.has(key))
          ctx.issues.push({
            code: 'custom',
            message: 'Ya hay una mesa con este nombre',
            path: ['tables', index, 'name'],
            input: table.name,
          });
        seen.add(key);
        if (!table.position) return;
        // One table per cell of a zone's plan.
        const cell = `${table.zone.toLowerCase()}|${table.position.col}|${table.position.row}`;
        if (cells.has(cell))
          ctx.issues.push({
            code: 'custom',
            message: 'Ya hay una mesa en esa posición del plano',
            path: ['tables', index, 'position'],
            input: table.position,
          });
        cells.add(cell);
      });
    }),
  );
export type LocationBody = z.input<typeof locationBodySchema>;

export interface Table {
  id: string;
  name: string;
  zone: string;
  seats: number;
  /** Its cell on the zone's floor plan (tables saved before the plan have none). */
  position?: TablePosition;
}

export interface Location extends ResourceMeta {
  name: string;
  address: string;
  phone: string;
  email: string;
  timezone: string;
  openingHours: WeeklySchedule;
  ticketSeries: string;
  tables: Table[];
  /** Absent on locations stored before the staff switch: DEFAULT_IDLE_LOCK_MINUTES. */
  idleLockMinutes?: number;
}

import * as z from 'zod/mini';

/** A calendar date 'YYYY-MM-DD' that exists. */
export const dateKeySchema = z.string().check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'La fecha no es válida (AAAA-MM-DD)'),
);

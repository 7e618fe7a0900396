import type { Table } from './locations';

// A location's settings and floor plan helpers without zod: screens that only read locations (the kitchen board, the
// tills) load this file alone (locations.ts holds the schemas).

/** The till locks after this many idle minutes unless the location says otherwise (0 = never). */
export const DEFAULT_IDLE_LOCK_MINUTES = 5;

export const DEFAULT_TIMEZONE = 'Europe/Madrid';
/** Time zones of Spain: the peninsula and the Balearics, and the Canaries. */
export const TIMEZONES = ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'] as const;

/** The floor plan's grid: each zone is a grid of up to this many columns and rows. */
export const FLOOR_COLUMNS = 12;
export const FLOOR_ROWS = 12;

/** A location's tables by zone, zones in the order their first table comes; tables with no zone go under `zoneless`. */
export function tablesByZone<T extends Pick<Table, 'zone'>>(tables: readonly T[], zoneless: string): Map<string, T[]> {
  const zones = new Map<string, T[]>();
  for (const table of tables) {
    const zone = table.zone || zoneless;
    zones.set(zone, [...(zones.get(zone) ?? []), table]);
  }
  return zones;
}

/** How many columns and rows a zone's plan shows: its placed tables and a spare row and column, within the grid. */
export function floorSize(tables: readonly Pick<Table, 'position'>[], min = { cols: 4, rows: 3 }) {
  const placed = tables.flatMap((table) => (table.position ? [table.position] : []));
  return {
    cols: Math.min(FLOOR_COLUMNS, Math.max(min.cols, ...placed.map((p) => p.col + 2))),
    rows: Math.min(FLOOR_ROWS, Math.max(min.rows, ...placed.map((p) => p.row + 2))),
  };
}

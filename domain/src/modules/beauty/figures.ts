// The catalogue's figures without zod (its schemas are in catalogue.ts): lists that only show materials load none.
import { vatRows } from '../orders';
import type { Material, Service } from './catalogue';

/** Whether a material is running low (at or under its alert level, or short). */
export const isRunningLow = (material: Pick<Material, 'stock' | 'alertLevel'>): boolean =>
  material.stock <= material.alertLevel;

/** A material's cost per unit in euros (4 decimals) as stored: cents with up to two decimals (0,1333 -> 13.33). */
export const costPerUnitToCents = (euros: number): number => Math.round(euros * 10_000) / 100;

/** What a service's materials cost, in whole cents (a material not found costs nothing: it was deleted). */
export function materialsCostCents(
  uses: readonly { materialId: string; quantity: number }[],
  costs: ReadonlyMap<string, number>,
): number {
  return Math.round(uses.reduce((sum, use) => sum + use.quantity * (costs.get(use.materialId) ?? 0), 0));
}

export interface ServiceMargin {
  /** The price without VAT (prices are VAT included). */
  netCents: number;
  vatCents: number;
  materialsCents: number;
  /** What is left of the price once VAT and materials are paid: may be negative. */
  marginCents: number;
}

/** A service's margin: its price less VAT less the cost of the materials it uses (labour is not counted). */
export function serviceMargin(
  service: Pick<Service, 'priceCents' | 'vatRate' | 'materials'>,
  costs: ReadonlyMap<string, number>,
): ServiceMargin {
  const row = vatRows(new Map([[service.vatRate, service.priceCents]]))[0];
  const netCents = row?.baseCents ?? 0;
  const materialsCents = materialsCostCents(service.materials, costs);
  return { netCents, vatCents: row?.vatCents ?? 0, materialsCents, marginCents: netCents - materialsCents };
}

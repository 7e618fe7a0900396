import type { ProductOption } from '@plataforma/domain';

/** A variant as the product form holds it (the body's shape: price '' or null is the product's). */
export interface VariantForm {
  id?: string;
  values: string[];
  sku: string;
  barcode: string;
  price: string | number | null;
  active: boolean;
}

const keyOf = (values: readonly string[]) => values.map((v) => v.toLowerCase()).join('\u0000');

/** Every combination of the options' values, in the options' order ('S / Rojo', 'S / Azul', 'M / Rojo'...). */
export function combinations(options: readonly ProductOption[]): string[][] {
  const usable = options.filter((option) => option.values.length > 0);
  if (usable.length === 0) return [];
  return usable.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

/**
 * The variants for the options as they are now, in the combinations' order. A combination that had a variant keeps
 * it (its id, codes, price and state: its stock and its sales refer to it). A combination that is new (it takes a value,
 * or an option, that `before` did not have) gets an empty variant; one made only of values that were there before and
 * had no variant stays without one (a product sells the combinations it has, not necessarily all of them).
 */
export function variantsFor(
  options: readonly ProductOption[],
  current: readonly VariantForm[],
  before: readonly ProductOption[] = [],
): VariantForm[] {
  const existing = new Map(current.map((variant) => [keyOf(variant.values), variant]));
  const usableBefore = before.filter((option) => option.values.length > 0);
  const usable = options.filter((option) => option.values.length > 0);
  const isNew = (values: string[]) =>
    usable.length !== usableBefore.length ||
    values.some((value, i) => !usableBefore[i]!.values.some((old) => old.toLowerCase() === value.toLowerCase()));
  return combinations(options).flatMap((values) => {
    const kept = existing.get(keyOf(values));
    if (kept) return [{ ...kept, values }];
    return isNew(values) ? [{ values, sku: '', barcode: '', price: null, active: true }] : [];
  });
}

/** A string that changes when the combinations do (options renamed only, or nothing changed: the same). */
export const combinationsKey = (options: readonly ProductOption[]) =>
  JSON.stringify(options.map((option) => option.values.map((v) => v.toLowerCase())));

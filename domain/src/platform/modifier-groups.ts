import * as z from 'zod/mini';
import { eurosSchema } from './money-schemas';
import { countSchema, requiredText, type ResourceMeta } from './resources';

/*
 * Modifier groups: options that change a line's price without being stock of their own (the restaurant's 'Punto de
 * la carne' and 'Extras', the shop's 'Envoltorio de regalo' and 'Grabado'). One schema and one choice rule for every
 * module that sells with them.
 */

const optionSchema = z.strictObject({
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'El identificador no es válido'))),
  name: requiredText(60),
  /** What the option adds to the dish's price, in euros. */
  priceDelta: z._default(eurosSchema, 0),
  available: z._default(z.boolean(), true),
});

/**
 * POST and PUT .../restaurant/modifier-groups and .../ecommerce/modifier-groups: 'Punto de la carne' (required,
 * exactly one), 'Extras' (optional, up to three)...
 */
export const modifierGroupBodySchema = z
  .strictObject({
    name: requiredText(60),
    required: z._default(z.boolean(), false),
    min: countSchema(0, 20),
    max: countSchema(1, 20),
    options: z.array(optionSchema).check(z.minLength(1, 'Añade al menos una opción'), z.maxLength(40)),
  })
  .check(
    z.superRefine((group, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: group });
      if (group.min > group.max) issue('max', 'El máximo no puede ser menor que el mínimo');
      else if (group.max > group.options.length) issue('max', 'El máximo no puede superar el número de opciones');
      if (group.required && group.min < 1) issue('min', 'Un grupo obligatorio pide al menos una opción');
      if (!group.required && group.min > 0) issue('min', 'Un grupo opcional no puede pedir un mínimo');
    }),
  );
export type ModifierGroupBody = z.input<typeof modifierGroupBodySchema>;

export interface ModifierOption {
  id: string;
  name: string;
  priceDeltaCents: number;
  available: boolean;
}

export interface ModifierGroup extends ResourceMeta {
  name: string;
  required: boolean;
  min: number;
  max: number;
  options: ModifierOption[];
}

/** How many options a person must and may pick in a choice (a modifier group, a combo slot). */
export interface ChoiceRule {
  min: number;
  max: number;
}

/** A required modifier group asks for at least one option, whatever its minimum says. */
export const modifierRule = (group: Pick<ModifierGroup, 'required' | 'min' | 'max'>): ChoiceRule => ({
  min: group.required ? Math.max(1, group.min) : group.min,
  max: group.max,
});

export const choiceCountFits = (rule: ChoiceRule, chosen: number) => chosen >= rule.min && chosen <= rule.max;

/** 'Elige 1 en «Punto»', 'Elige entre 0 y 3 en «Extras»': what a choice that does not fit its rule asks. */
export const pickMessage = (rule: ChoiceRule, name: string) =>
  `Elige ${rule.min === rule.max ? rule.min : `entre ${rule.min} y ${rule.max}`} en «${name}»`;

/** Distinct picks whose count the rule allows. */
export const picksFit = (rule: ChoiceRule, picks: readonly string[]) =>
  new Set(picks).size === picks.length && choiceCountFits(rule, picks.length);

/** The modifiers a till asks for on a line: per group, the options picked. */
export interface ModifierPick {
  groupId: string;
  optionIds: string[];
}

export type ModifierPricing =
  | { ok: true; deltaCents: number; details: { label: string; priceDeltaCents: number }[] }
  | {
      ok: false;
      /** 'foreign-group': a group the item does not have; 'unavailable': an option switched off (the caller's 409). */
      reason: 'foreign-group' | 'choice' | 'unknown-option' | 'unavailable';
      message: string;
      option?: ModifierOption;
    };

/**
 * Checks and prices the modifiers picked for an item that offers `groupIds` (a dish, a shop product), on the server
 * when it prices the line: each group's rule (modifierRule), options that exist and are available; answers the
 * price delta per unit and the line's details (the option's name and its delta: the ticket prints '+ Grabado
 * (+5,00 €)'). Groups deleted since are skipped.
 */
export function priceModifiers(
  groupIds: readonly string[],
  groups: ReadonlyMap<string, Pick<ModifierGroup, 'name' | 'required' | 'min' | 'max' | 'options'> | undefined>,
  picks: readonly ModifierPick[],
): ModifierPricing {
  const known = new Set(groupIds);
  if (picks.some((pick) => !known.has(pick.groupId)))
    return { ok: false, reason: 'foreign-group', message: 'No tiene ese grupo de modificadores' };
  const details: { label: string; priceDeltaCents: number }[] = [];
  let deltaCents = 0;
  for (const groupId of groupIds) {
    const group = groups.get(groupId);
    if (!group) continue;
    const chosen = picks.find((pick) => pick.groupId === groupId)?.optionIds ?? [];
    const rule = modifierRule(group);
    if (!picksFit(rule, chosen)) return { ok: false, reason: 'choice', message: pickMessage(rule, group.name) };
    for (const optionId of chosen) {
      const option = group.options.find((o) => o.id === optionId);
      if (!option)
        return { ok: false, reason: 'unknown-option', message: `Esa opción ya no existe en «${group.name}»` };
      if (!option.available)
        return { ok: false, reason: 'unavailable', message: `«${option.name}» no está disponible`, option };
      deltaCents += option.priceDeltaCents;
      details.push({ label: option.name, priceDeltaCents: option.priceDeltaCents });
    }
  }
  return { ok: true, deltaCents, details };
}

import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  dailyMenuChoiceFits,
  DEFAULT_TIMEZONE,
  pickMessage,
  picksFit,
  priceModifiers,
  soldOutEvent,
  soldOutEventId,
  mergeAllergens,
  type Allergen,
  type LineInput,
  type OrderLine,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { Stored } from '../../platform/resources/definition';
import { getMany } from '../../platform/resources/repository';
import { recordFigureEvent } from '../analytics';
import { getLocation } from '../configuration';
import {
  soldLine,
  type PreparedLines,
  type Restock,
  type SaleContext,
  type SalePreparer,
  type SellContext,
} from '../orders';
import { categoriesOf, combosOf, dailyMenusOf, dishesOf, modifierGroupsOf } from './collections';
import type { DishDoc } from './dishes';

/**
 * The restaurant's sale preparer: prices what a till asks to sell, from the server's catalogue only, inside the
 * sale's transaction: dishes with their modifiers, combos with their choices, the menú del día. Also checks and takes
 * the countdown stock of every dish involved (never below zero: 'Agotado'), and gives it back for removed, cancelled
 * or refunded lines. Registered with the sales core for its three line kinds.
 */

type Consumption = Map<string, number>;
/** The category names till reports show for lines that have no menu category of their own. */
const COMBO_CATEGORY = 'Combos';
const DAILY_MENU_CATEGORY = 'Menú del día';
type RestaurantLineInput = Extract<LineInput, { kind: 'dish' | 'combo' | 'dailyMenu' }>;
const fieldError = (index: number, field: string, message: string) =>
  new ApiError('validation-failed', { [`lines.${index}.${field}`]: message });
const soldOut = (name: string) => new ApiError('out-of-stock', undefined, `Agotado: ${name}`);

function add(consumption: Consumption, dishId: string, quantity: number) {
  consumption.set(dishId, (consumption.get(dishId) ?? 0) + quantity);
}

function line(
  input: RestaurantLineInput,
  fields: Omit<OrderLine, 'id' | 'kind' | 'quantity' | 'notes' | 'round' | 'paymentId' | 'totalCents' | 'course'>,
): OrderLine {
  return soldLine({
    kind: input.kind,
    quantity: input.quantity,
    notes: input.notes,
    ...fields,
    course: input.course ?? 0,
  });
}

/** Reads everything the lines refer to (all reads first, as transactions require) and prices them. */
async function prepareRestaurantSale(
  { tx, tenant, locationId }: SellContext,
  indexed: { index: number; input: RestaurantLineInput }[],
): Promise<PreparedLines> {
  const inputs = indexed.map(({ input }) => input);
  const uniq = (values: string[]) => [...new Set(values)];
  const comboIds = uniq(inputs.flatMap((i) => (i.kind === 'combo' ? [i.comboId] : [])));
  const dates = uniq(inputs.flatMap((i) => (i.kind === 'dailyMenu' ? [i.date] : [])));
  const [combos, menus] = await Promise.all([
    getMany(tx, combosOf(tenant), comboIds),
    getMany(tx, dailyMenusOf(tenant), dates),
  ]);
  const comboById = new Map(comboIds.map((id, i) => [id, combos[i]]));
  const menuByDate = new Map(dates.map((date, i) => [date, menus[i]]));

  const dishIds = uniq([
    ...inputs.flatMap((i) => (i.kind === 'dish' ? [i.dishId] : [])),
    ...[...comboById.values()].flatMap((combo) => combo?.dishIds ?? []),
    ...[...menuByDate.values()].flatMap((menu) =>
      (menu?.courses ?? []).flatMap((course) => course.items.map((item) => item.dishId).filter(Boolean)),
    ),
  ]);
  const dishDocs = await getMany(tx, dishesOf(tenant), dishIds);
  const dishById = new Map(dishIds.map((id, i) => [id, dishDocs[i]]));
  const groupIds = uniq(
    inputs.flatMap((i) => (i.kind === 'dish' ? (dishById.get(i.dishId)?.modifierGroupIds ?? []) : [])),
  );
  const groupDocs = await getMany(tx, modifierGroupsOf(tenant), groupIds);
  const groupById = new Map(groupIds.map((id, i) => [id, groupDocs[i]]));
  // The till reports sum sales by category: a dish line carries its category's name as sold.
  const categoryIds = uniq(
    inputs.flatMap((i) => (i.kind === 'dish' ? [dishById.get(i.dishId)?.categoryId ?? ''] : [])).filter(Boolean),
  );
  const categoryDocs = await getMany(tx, categoriesOf(tenant), categoryIds);
  const categoryName = new Map(categoryIds.map((id, i) => [id, categoryDocs[i]?.name ?? '']));

  const consumption: Consumption = new Map();
  const lines = indexed.map(({ input, index }): OrderLine => {
    switch (input.kind) {
      case 'dish': {
        const dish = dishById.get(input.dishId);
        if (!dish) throw fieldError(index, 'dishId', 'Este plato ya no existe');
        if (!dish.available) throw soldOut(dish.name);
        const modifiers = priceModifiers(dish.modifierGroupIds, groupById, input.modifiers);
        if (!modifiers.ok) {
          if (modifiers.reason === 'unavailable') throw soldOut(`${dish.name} (${modifiers.option!.name})`);
          const message =
            modifiers.reason === 'foreign-group' ? 'Este plato no tiene ese grupo de modificadores' : modifiers.message;
          throw fieldError(index, 'modifiers', message);
        }
        // The label is the option's name: its delta is printed beside it from priceDeltaCents (lineDetailText).
        const details: OrderLine['details'] = modifiers.details;
        const unitPriceCents = dish.priceCents + modifiers.deltaCents;
        add(consumption, input.dishId, input.quantity);
        return line(input, {
          refId: input.dishId,
          name: dish.name,
          unitPriceCents,
          vatRate: dish.vatRate,
          details,
          station: dish.station,
          allergens: dish.allergens,
          consumes: [{ dishId: input.dishId, quantity: input.quantity }],
          category: categoryName.get(dish.categoryId) ?? '',
        });
      }
      case 'combo': {
        const combo = comboById.get(input.comboId);
        if (!combo || !combo.active) throw fieldError(index, 'comboId', 'Este combo ya no está a la venta');
        const details: OrderLine['details'] = [];
        const allergens: Allergen[][] = [];
        const consumes: OrderLine['consumes'] = [];
        let unitPriceCents = combo.priceCents;
        combo.slots.forEach((slot, slotIndex) => {
          const chosen = input.choices.find((c) => c.slot === slotIndex)?.dishIds ?? [];
          if (!picksFit(slot, chosen)) throw fieldError(index, 'choices', pickMessage(slot, slot.name));
          for (const dishId of chosen) {
            const option = slot.options.find((o) => o.dishId === dishId);
            const dish = dishById.get(dishId);
            if (!option || !dish) throw fieldError(index, 'choices', `Ese plato no se ofrece en «${slot.name}»`);
            if (!dish.available) throw soldOut(dish.name);
            unitPriceCents += option.surchargeCents;
            details.push({
              label: `${slot.name}: ${dish.name}`,
              priceDeltaCents: option.surchargeCents,
            });
            allergens.push(dish.allergens);
            consumes.push({ dishId, quantity: input.quantity });
            add(consumption, dishId, input.quantity);
          }
        });
        if (input.choices.some((c) => c.slot >= combo.slots.length))
          throw fieldError(index, 'choices', 'El combo no tiene esa elección');
        return line(input, {
          refId: input.comboId,
          name: combo.name,
          unitPriceCents,
          vatRate: combo.vatRate,
          details,
          station: '',
          allergens: mergeAllergens(...allergens),
          consumes,
          category: COMBO_CATEGORY,
        });
      }
      case 'dailyMenu': {
        const menu = menuByDate.get(input.date);
        if (!menu) throw fieldError(index, 'date', `No hay menú del día para el ${input.date}`);
        if (input.half && menu.halfPriceCents === null)
          throw fieldError(index, 'half', 'Este menú no tiene medio menú');
        if (
          !dailyMenuChoiceFits(
            menu.courses,
            input.half,
            input.choices.map((c) => c.course),
          )
        )
          throw fieldError(
            index,
            'choices',
            input.half ? 'El medio menú lleva menos platos que el menú' : 'Elige un plato de cada',
          );
        const details: OrderLine['details'] = [];
        const allergens: Allergen[][] = [];
        const consumes: OrderLine['consumes'] = [];
        for (const choice of input.choices) {
          const item = menu.courses[choice.course]?.items[choice.item];
          if (!item) throw fieldError(index, 'choices', 'Ese plato no está en el menú');
          const dish = item.dishId ? dishById.get(item.dishId) : undefined;
          if (dish && !dish.available) throw soldOut(dish.name);
          details.push({ label: `${menu.courses[choice.course]!.name}: ${item.name}`, priceDeltaCents: 0 });
          allergens.push(dish?.allergens ?? item.allergens);
          if (dish) {
            consumes.push({ dishId: item.dishId, quantity: input.quantity });
            add(consumption, item.dishId, input.quantity);
          }
        }
        return line(input, {
          refId: input.date,
          name: input.half ? `${menu.name} (medio)` : menu.name,
          unitPriceCents: input.half ? menu.halfPriceCents! : menu.priceCents,
          vatRate: menu.vatRate,
          details,
          station: '',
          allergens: mergeAllergens(...allergens),
          consumes,
          category: DAILY_MENU_CATEGORY,
        });
      }
    }
  });

  const writes = stockChanges(tenant, dishById, consumption, -1);
  const soldOutWrites = await soldOutEvents(tx, tenant, locationId, dishById, writes);
  return {
    lines,
    takeStock: (tx2) => {
      writes.forEach(([ref, stock]) => tx2.update(ref, { stock }));
      soldOutWrites(tx2);
    },
  };
}

/**
 * Analytics (issue 24): a sale that takes a dish's countdown stock down to exactly 0 records a sold-out event in the
 * same transaction, dated in the location's time zone (read only then: a sell-out is rare). A restock or a dish at 0
 * already never gets here (selling from 0 is refused). One event per dish and day: selling out again after a
 * restock the same day writes the same document, counted once.
 */
async function soldOutEvents(
  tx: Transaction,
  tenant: Tenant,
  locationId: string,
  dishes: Map<string, Stored<DishDoc> | undefined>,
  writes: [DocumentReference, number][],
): Promise<(tx: Transaction) => void> {
  const soldOut = writes.filter(([ref, stock]) => stock === 0 && (dishes.get(ref.id)?.stock ?? 0) > 0);
  if (soldOut.length === 0) return () => {};
  // Analytics never fails a sale: a location gone meanwhile dates it in the default time zone.
  const timezone = await getLocation(tenant, locationId, tx).then(
    (location) => location.timezone,
    () => DEFAULT_TIMEZONE,
  );
  const at = new Date().toISOString();
  return (tx2) => {
    for (const [ref] of soldOut) {
      const event = soldOutEvent({ id: ref.id, name: dishes.get(ref.id)!.name }, locationId, at, timezone);
      recordFigureEvent(tx2, tenant.organization.id, soldOutEventId(ref.id, event.date), event);
    }
  };
}

/** Countdown stock after selling (sign -1) or giving back (sign +1): refused below zero. Dishes not counted: none. */
function stockChanges(
  tenant: Tenant,
  dishes: Map<string, Stored<DishDoc> | undefined>,
  consumption: Consumption,
  sign: 1 | -1,
): [DocumentReference, number][] {
  return [...consumption.entries()].flatMap(([dishId, quantity]): [DocumentReference, number][] => {
    const dish = dishes.get(dishId);
    if (!dish || dish.stock === null) return [];
    const stock = dish.stock + sign * quantity;
    if (stock < 0) throw soldOut(dish.name);
    return [[dishesOf(tenant).doc(dishId), stock]];
  });
}

/** Reads the dishes of removed, cancelled or refunded lines; answers the writes that give their stock back. */
async function prepareRestock({ tx, tenant }: SaleContext, items: Restock[]): Promise<(tx: Transaction) => void> {
  const consumption: Consumption = new Map();
  // A line consumes per unit sold: `quantity` of its units give back that share.
  for (const { line: l, quantity } of items)
    for (const c of l.consumes) add(consumption, c.dishId, (c.quantity / l.quantity) * quantity);
  const ids = [...consumption.keys()];
  const docs = await getMany(tx, dishesOf(tenant), ids);
  const writes = stockChanges(tenant, new Map(ids.map((id, i) => [id, docs[i]])), consumption, 1);
  return (tx2) => writes.forEach(([ref, stock]) => tx2.update(ref, { stock }));
}

export const restaurantSalePreparer: SalePreparer<RestaurantLineInput> = {
  prepare: prepareRestaurantSale,
  restock: prepareRestock,
};

import { lazy, Suspense, useEffect, useState } from 'react';
import type { RestaurantPosCatalog } from '@plataforma/domain';
import type { CartLine } from '../shell/cart';
import type { RestaurantItem } from './catalog';
import { dishLine } from './cart';
import { whenIdle } from '../../../platform/routing/prefetch';

// The choice dialogs (modifiers, combos, the menú del día: radios, checkboxes) off the screen's first load, fetched
// as soon as the screen is idle so that a dish with options opens its dialog at once.
const load = () => import('./components/ChoiceDialogs');
const ModifierDialog = lazy(() => load().then((m) => ({ default: m.ModifierDialog })));
const ComboDialog = lazy(() => load().then((m) => ({ default: m.ComboDialog })));
const DailyMenuDialog = lazy(() => load().then((m) => ({ default: m.DailyMenuDialog })));

type Choosing = { type: 'dish'; id: string } | { type: 'combo'; id: string } | { type: 'dailyMenu' } | null;

/**
 * Adding an item of the grid to the cart: a dish without modifiers at once; a dish with modifiers, a combo or the
 * menú del día through its dialog. Returns the action for the grid, whether a dialog is open, and the dialog.
 */
export function useItemChooser(catalog: RestaurantPosCatalog | undefined, add: (line: CartLine) => void) {
  const [choosing, setChoosing] = useState<Choosing>(null);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
  const close = () => setChoosing(null);
  const confirm = (line: CartLine) => {
    close();
    add(line);
  };

  const choose = (item: RestaurantItem) => {
    if (!catalog || item.soldOut) return;
    if (item.type === 'dish') {
      const dish = catalog.dishes.find((d) => d.id === item.id)!;
      if (dish.modifierGroupIds.length === 0) add(dishLine(dish, [], {}));
      else setChoosing({ type: 'dish', id: dish.id });
    } else if (item.type === 'combo') setChoosing({ type: 'combo', id: item.id });
    else setChoosing({ type: 'dailyMenu' });
  };

  const dish = choosing?.type === 'dish' ? catalog?.dishes.find((d) => d.id === choosing.id) : undefined;
  const combo = choosing?.type === 'combo' ? catalog?.combos.find((c) => c.id === choosing.id) : undefined;
  const menu = choosing?.type === 'dailyMenu' ? catalog?.dailyMenu : undefined;
  const dialog = catalog && (
    <Suspense fallback={null}>
      {dish && (
        <ModifierDialog
          dish={dish}
          groups={dish.modifierGroupIds.flatMap((id) => catalog.modifierGroups.filter((g) => g.id === id))}
          onConfirm={confirm}
          onClose={close}
        />
      )}
      {combo && <ComboDialog combo={combo} dishes={catalog.dishes} onConfirm={confirm} onClose={close} />}
      {menu && <DailyMenuDialog menu={menu} onConfirm={confirm} onClose={close} />}
    </Suspense>
  );
  return { choose, open: choosing !== null, dialog };
}

/**
 * What the sales core offers other modules' screens (import the folder, never its files): the picker of what the
 * organization sells (a coupon's items, a loyalty reward's free item), loaded with its texts the first time a screen
 * shows it. Render it inside a Suspense boundary.
 */
import { lazy } from 'react';
import i18n, { loadModuleMessages } from '../../i18n';

/** The picker's texts, merged under `orders.items` once the module's are there (they are loaded once, by name). */
const loadItemPickerMessages = async () => {
  await loadModuleMessages('orders', () => import('./i18n'));
  const texts = (await import('./items/i18n')).default;
  i18n.addResourceBundle('es', 'translation', { orders: { items: texts } }, true, false);
};

export const ItemPicker = lazy(() =>
  Promise.all([import('./items/ItemPicker'), loadItemPickerMessages()]).then(([m]) => ({ default: m.ItemPicker })),
);
export type { ItemPickerProps } from './items/ItemPicker';

/**
 * The stock's, the stocktake's and the import's texts (stock-i18n.ts), merged under `ecommerce.` after the module's
 * own (those load once, by name: merged first, these would stop them).
 */
export async function loadStockTexts(): Promise<void> {
  const { default: i18n, loadModuleMessages } = await import('../../i18n');
  await loadModuleMessages('ecommerce', () => import('./i18n'));
  if (i18n.exists('ecommerce.stock.title')) return;
  i18n.addResourceBundle('es', 'translation', { ecommerce: (await import('./stock-i18n')).default }, true, false);
}

/** A screen or a piece loaded with the stock's texts. */
export const withStockTexts = async <T>(load: Promise<T>): Promise<T> =>
  (await Promise.all([load, loadStockTexts()]))[0];

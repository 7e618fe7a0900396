import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './es';

// Spanish is the product language; the catalogue is bundled, so initialisation is synchronous.
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources: { es: { translation: es } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export default i18n;

/** Adds a module's texts under its name (once; later calls find them there). */
export async function loadModuleMessages(module: string, messages: () => Promise<{ default: object }>) {
  if (i18n.hasResourceBundle('es', 'translation') && i18n.exists(`${module}`, { returnObjects: true })) return;
  i18n.addResourceBundle('es', 'translation', { [module]: (await messages()).default }, true, false);
}

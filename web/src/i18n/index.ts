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

import i18n from './index';
import { esAdmin } from './es-admin';

// Adds the administration texts to the catalogue: imported by the admin layout and the admin store.
i18n.addResourceBundle('es', 'translation', { admin: esAdmin }, true, true);

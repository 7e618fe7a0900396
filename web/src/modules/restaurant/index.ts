/** What the restaurant module offers other modules (the POS, the kitchen board). */
import { loadModuleMessages } from '../../i18n';

export { AllergenBadge, AllergenIcons } from './components/AllergenIcons';

/** The restaurant's texts (allergen names...) for screens of other modules that show its components. */
export const loadRestaurantMessages = () => loadModuleMessages('restaurant', () => import('./i18n'));

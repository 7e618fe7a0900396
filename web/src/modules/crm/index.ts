/** What the CRM offers other modules (import the folder, never its files): the client picker of the tills. */
import { loadModuleMessages } from '../../i18n';

export { ClientPicker } from './components/ClientPicker';

/** The CRM's texts, for screens of other modules that show its picker (a till's order). */
export const loadCrmMessages = () => loadModuleMessages('crm', () => import('./i18n'));

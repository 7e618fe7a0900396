/** What the CRM offers other modules (import the folder, never its files): the client picker of the tills. */
import { lazy } from 'react';
import { loadModuleMessages } from '../../i18n';

/**
 * The client picker (its search, and the quick client form with react-hook-form), loaded when a till first shows it
 * or once its screen is idle (`preloadClientPicker`): a till loads this index with its order screen, for the texts.
 * Render it inside a Suspense boundary.
 */
const loadClientPicker = () => import('./components/ClientPicker');
export const ClientPicker = lazy(() => loadClientPicker().then((m) => ({ default: m.ClientPicker })));
export const preloadClientPicker = () => void loadClientPicker().catch(() => undefined);

/** The CRM's texts, for screens of other modules that show its picker (a till's order). */
export const loadCrmMessages = () => loadModuleMessages('crm', () => import('./i18n'));

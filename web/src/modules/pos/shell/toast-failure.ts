import { toast } from '../../../platform/layout/toast';
import i18n from '../../../i18n';

/** A failed call of the till: the server's Spanish message in a toast. */
export const toastFailure = (failure: unknown) =>
  toast.error(failure instanceof Error ? failure.message : i18n.t('errors.internal'));

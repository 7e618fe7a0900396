import { toast } from '../layout/toast';

/** Awaits an admin change; when it fails, its Spanish message (the server's) is shown in a toast and rethrown. */
export async function toastOnFailure<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (failure) {
    toast.error(failure instanceof Error ? failure.message : String(failure));
    throw failure;
  }
}

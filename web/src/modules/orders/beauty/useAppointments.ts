import { useEffect, useState } from 'react';
import { BEAUTY_COLLECTIONS } from '@plataforma/domain';
import type { BoardAppointment } from './board';

interface State {
  key: string;
  appointments: BoardAppointment[];
  error: Error | null;
  /** Served from the local cache while the server cannot be reached. */
  fromCache: boolean;
}

const byStart = (list: BoardAppointment[]) =>
  list.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id));

/**
 * The appointments of some days (one, or a week's seven) at one location, live: a Firestore listener on
 * organizations/{orgId}/beautyAppointments `where date in [...]`. The location is filtered here: an equality on the
 * date alone needs no composite index, and a salon's locations are few. The SDK loads after the page is up.
 */
export function useAppointments(organizationId: string, locationId: string, dates: readonly string[]) {
  const key = `${organizationId}/${dates.join(',')}`;
  const [state, setState] = useState<State>({ key: '', appointments: [], error: null, fromCache: false });
  useEffect(() => {
    if (!organizationId || dates.length === 0) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../../../platform/firebase/firestore').then(({ firestore, collection, onSnapshot, query, where }) => {
      if (stopped) return;
      const appointments = collection(firestore, 'organizations', organizationId, BEAUTY_COLLECTIONS.appointments);
      stop = onSnapshot(
        query(appointments, where('date', 'in', [...dates])),
        { includeMetadataChanges: true },
        (snapshot) =>
          setState({
            key,
            appointments: byStart(snapshot.docs.map((doc) => ({ ...(doc.data() as BoardAppointment), id: doc.id }))),
            error: null,
            fromCache: snapshot.metadata.fromCache,
          }),
        (error) => setState({ key, appointments: [], error, fromCache: false }),
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
    // `key` holds the dates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [organizationId, key]);
  const current = state.key === key;
  return {
    appointments: current ? state.appointments.filter((a) => a.locationId === locationId) : [],
    error: current ? state.error : null,
    fromCache: current && state.fromCache,
    loading: !current,
  };
}

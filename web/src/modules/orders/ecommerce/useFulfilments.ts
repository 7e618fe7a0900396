import { useEffect, useState } from 'react';
import type { Timestamp } from 'firebase/firestore';
import {
  ECOMMERCE_COLLECTIONS,
  FULFILMENT_BOARD_COLUMNS,
  type Fulfilment,
  type FulfilmentStatus,
} from '@plataforma/domain';

/** A fulfilment as the board shows it: the stored document with its times in milliseconds. */
export type BoardFulfilment = Omit<Fulfilment, 'createdAt' | 'statusAt' | 'history'> & {
  createdAtMs: number;
  statusAtMs: number;
};

type Stored = Omit<Fulfilment, 'createdAt' | 'statusAt'> & { createdAt?: Timestamp; statusAt?: Timestamp };

/** The states an order is still on its way in (the board shows them whatever day they came in). */
export const OPEN_FULFILMENT_STATUSES: readonly FulfilmentStatus[] = FULFILMENT_BOARD_COLUMNS.filter(
  (status) => status !== 'delivered',
);

/** What a card is called: its ticket, or the order's id while it is not paid. */
export const cardCode = (f: Pick<BoardFulfilment, 'ticketCode' | 'orderId'>) =>
  f.ticketCode || `#${f.orderId.slice(0, 6)}`;

const millis = (time: Timestamp | string | null | undefined) =>
  typeof time === 'string' ? Date.parse(time) : (time?.toMillis?.() ?? Date.now());

function fromStored(id: string, data: Stored): BoardFulfilment {
  const { createdAt, statusAt, history, ...rest } = data;
  void history;
  return { ...rest, orderId: id, createdAtMs: millis(createdAt), statusAtMs: millis(statusAt) };
}

interface Part {
  key: string;
  list: BoardFulfilment[];
  fromCache: boolean;
}

interface State {
  open: Part | null;
  day: Part | null;
  error: Error | null;
}

/**
 * The shop's fulfilments, live: two Firestore listeners on organizations/{orgId}/shopFulfilments, one for the orders
 * still on their way (pendiente, pagado, preparando, enviado: whatever day they came in) and one for the chosen day
 * (its entregados, and its cancelled and refunded ones). Each is an equality or an `in` on one field: no composite
 * index. The Firestore SDK loads after the page is up.
 */
export function useFulfilments(organizationId: string, date: string) {
  const [state, setState] = useState<State>({ open: null, day: null, error: null });
  const openKey = organizationId;
  const dayKey = `${organizationId}/${date}`;
  useEffect(() => {
    if (!organizationId) return;
    const stops: (() => void)[] = [];
    let stopped = false;
    void import('../../../platform/firebase/firestore').then(({ firestore, collection, onSnapshot, query, where }) => {
      if (stopped) return;
      const fulfilments = collection(firestore, 'organizations', organizationId, ECOMMERCE_COLLECTIONS.fulfilments);
      const listen = (part: 'open' | 'day', key: string, constraint: ReturnType<typeof where>) =>
        stops.push(
          onSnapshot(
            query(fulfilments, constraint),
            { includeMetadataChanges: true },
            (snapshot) =>
              setState((current) => ({
                ...current,
                error: null,
                [part]: {
                  key,
                  list: snapshot.docs.map((doc) => fromStored(doc.id, doc.data() as Stored)),
                  fromCache: snapshot.metadata.fromCache,
                },
              })),
            (error) => setState((current) => ({ ...current, error })),
          ),
        );
      listen('open', openKey, where('status', 'in', [...OPEN_FULFILMENT_STATUSES]));
      listen('day', dayKey, where('date', '==', date));
    });
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [organizationId, date, openKey, dayKey]);

  const open = state.open?.key === openKey ? state.open : null;
  const day = state.day?.key === dayKey ? state.day : null;
  // One card per order: the newest word on it wins (an order of the day that is also open).
  const byId = new Map<string, BoardFulfilment>();
  for (const f of [...(open?.list ?? []), ...(day?.list ?? [])]) {
    const known = byId.get(f.orderId);
    if (!known || known.statusAtMs <= f.statusAtMs) byId.set(f.orderId, f);
  }
  const fulfilments = [...byId.values()]
    // Still open, or of the chosen day (an order delivered since is no longer 'open' and is of its own day).
    .filter((f) => OPEN_FULFILMENT_STATUSES.includes(f.status) || f.date === date)
    .sort((a, b) => a.createdAtMs - b.createdAtMs);
  return {
    fulfilments,
    loading: !open || !day,
    error: state.error,
    fromCache: !!open?.fromCache || !!day?.fromCache,
  };
}

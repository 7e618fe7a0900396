import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (minutes shown on tables and kitchen tickets keep ticking). */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Whole minutes from an ISO time to `now` (0 when there is no time). */
export const minutesSince = (iso: string | null | undefined, now: number) =>
  iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : 0;

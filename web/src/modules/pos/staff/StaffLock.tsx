import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ApiRequestError } from '../../../platform/api/client';
import { useStaffStatus, useStaffSwitch } from './api';
import { LockScreen } from './LockScreen';
import { setStaffSession, useStaffSession } from './session';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Calls `onIdle` after `minutes` without a touch, a key or a scroll (0: never). */
function useIdle(minutes: number, onIdle: () => void) {
  useEffect(() => {
    if (minutes <= 0) return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, minutes * 60_000);
    };
    restart();
    ACTIVITY.forEach((event) => window.addEventListener(event, restart, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY.forEach((event) => window.removeEventListener(event, restart));
    };
  }, [minutes, onIdle]);
}

/** A call refused because the session ended elsewhere (423 'till-locked') locks the till here too. */
function useLockOnRefusal() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refused = (error: unknown) => {
      if (error instanceof ApiRequestError && error.code === 'till-locked') setStaffSession(null);
    };
    const queries = queryClient.getQueryCache().subscribe((event) => refused(event.query.state.error));
    const mutations = queryClient.getMutationCache().subscribe((event) => refused(event.mutation?.state.error));
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}

/**
 * Whether the till at this location is (or may yet be) behind its lock screen: PINs in use and nobody unlocked it
 * here, or the answer still loading. Screens keep their own dialogs closed meanwhile: a dialog opened under the lock
 * would take the focus and hide the PIN pad from assistive technology.
 */
export function useTillLocked(locationId: string): boolean {
  const status = useStaffStatus(locationId);
  const session = useStaffSession();
  return status.isPending || ((status.data?.pinsInUse ?? false) && session?.locationId !== locationId);
}

/**
 * The staff switch of a till screen (in its bar): who works now, with a button to lock the till; the lock screen
 * while nobody has unlocked it at this location, and again after the location's idle time. A business with no PINs
 * set never locks.
 */
export function StaffLock({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const status = useStaffStatus(locationId);
  const session = useStaffSession();
  const { lock } = useStaffSwitch();
  const active = status.data?.pinsInUse ?? false;
  const locked = active && session?.locationId !== locationId;
  useIdle(active && !locked ? (status.data?.idleLockMinutes ?? 0) : 0, lock);
  useLockOnRefusal();
  if (!active) return null;
  return (
    <>
      {session && (
        <Button
          color="inherit"
          startIcon={<LockOutlinedIcon />}
          onClick={() => void lock()}
          aria-label={t('pos.staff.lock', { name: session.employee.name })}
          sx={{ minHeight: 48 }}
        >
          {session.employee.name}
        </Button>
      )}
      {locked && <LockScreen locationId={locationId} />}
    </>
  );
}

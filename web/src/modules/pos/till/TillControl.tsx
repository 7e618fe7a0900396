import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../platform/layout/toast';
import Button from '@mui/material/Button';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { useTillLocked } from '../staff/StaffLock';
import { posPaths } from '../paths';
import { useTillActions, useTillState } from './api';
import { OpenTillDialog } from './OpenTillDialog';

/**
 * 'Caja' in a POS bar: the way to the till screen, showing whether the till is open. Entering the POS with the
 * location's till closed asks to open it (once per visit: 'Ahora no' lets orders be taken before opening).
 */
export function TillControl({ locationId, locationName }: { locationId: string; locationName: string }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const state = useTillState(locationId);
  const { open } = useTillActions(locationId);
  const [dismissed, setDismissed] = useState<string>();
  const closed = state.data && !state.data.session;
  // Asked once someone works at the till: not under the lock screen.
  const locked = useTillLocked(locationId);
  return (
    <>
      <Button
        size="large"
        component={RouterLink}
        to={posPaths.till(org, { location: locationId })}
        startIcon={<PointOfSaleIcon />}
        color={closed ? 'error' : 'inherit'}
        aria-label={`${t('pos.till.button')}: ${t(closed ? 'pos.till.closedChip' : 'pos.till.openChip')}`}
      >
        {t('pos.till.button')}
      </Button>
      {closed && !locked && dismissed !== locationId && (
        <OpenTillDialog
          locationName={locationName}
          busy={open.isPending}
          error={open.error?.message}
          onClose={() => setDismissed(locationId)}
          onOpen={(float) => open.mutate(float, { onSuccess: () => toast.success(t('pos.till.open.done')) })}
        />
      )}
    </>
  );
}

import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { ClientRef, Order } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { ClientPicker, preloadClientPicker } from '../../crm';
import { whenIdle } from '../../../platform/routing/prefetch';
import type { OrderActions } from './api';
import { toastFailure } from './toast-failure';

/**
 * The client of the order being taken (the CRM's), above its lines: 'Añadir cliente' opens the CRM's picker
 * (search, or create with name and phone), the chip shows who it is and takes them off. The client goes on the
 * ticket and the paid order on their timeline. Without the CRM the till shows nothing of it.
 */
export function OrderClient({
  order,
  actions,
  closed,
}: {
  order: Order | undefined;
  actions: OrderActions;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const attach = (chosen: ClientRef | null, done: () => void) =>
    order &&
    actions.setClient.mutate(
      { orderId: order.id, clientId: chosen?.id ?? null },
      {
        onSuccess: () => {
          done();
          toast.success(chosen ? t('pos.client.attached', { name: chosen.name }) : t('pos.client.detached'));
        },
        onError: toastFailure,
      },
    );
  return (
    <TillClient
      client={order?.client ?? null}
      closed={closed}
      busy={actions.busy}
      saving={actions.setClient.isPending}
      hint={order ? undefined : t('pos.client.needsOrder')}
      onChange={attach}
    />
  );
}

/**
 * The client chip and the CRM's picker of a till, whatever keeps the choice (an open order on the server, a quick
 * sale's local state): `onChange` is called with the client chosen (null: none) and a `done` that closes the picker.
 * With `hint` the till cannot take a client yet (said under the disabled button).
 */
export function TillClient({
  client,
  closed = false,
  busy = false,
  saving = false,
  hint,
  onChange,
}: {
  client: ClientRef | null;
  closed?: boolean;
  busy?: boolean;
  saving?: boolean;
  hint?: string;
  onChange: (chosen: ClientRef | null, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const crm = useModuleEnabled(useCurrentOrganization()?.id, 'crm');
  const [picking, setPicking] = useState(false);
  // The picker is not part of the screen's first load: it is fetched once the screen is up, before it is asked for.
  useEffect(() => {
    if (crm) whenIdle(preloadClientPicker);
  }, [crm]);
  if (!crm) return null;
  const choose = (chosen: ClientRef | null) => onChange(chosen, () => setPicking(false));

  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {client ? (
        <Chip
          icon={<PersonIcon />}
          label={t('pos.client.label', { name: client.name })}
          onClick={closed ? undefined : () => setPicking(true)}
          onDelete={closed ? undefined : () => choose(null)}
          disabled={busy}
          data-testid="order-client"
        />
      ) : (
        !closed && (
          <>
            <Button startIcon={<PersonAddIcon />} disabled={!!hint || busy} onClick={() => setPicking(true)}>
              {t('pos.client.add')}
            </Button>
            {hint && (
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            )}
          </>
        )
      )}
      {picking && (
        <Dialog open onClose={() => setPicking(false)} fullWidth maxWidth="sm" aria-labelledby="order-client-title">
          <DialogTitle id="order-client-title">{t('pos.client.title')}</DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <Suspense fallback={null}>
              <ClientPicker value={client} onChange={(chosen) => chosen && choose(chosen)} autoFocus />
            </Suspense>
          </DialogContent>
          <DialogActions>
            {client && (
              <Button color="error" onClick={() => choose(null)} disabled={saving}>
                {t('pos.client.remove')}
              </Button>
            )}
            <Button size="large" onClick={() => setPicking(false)}>
              {t('common.cancel')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

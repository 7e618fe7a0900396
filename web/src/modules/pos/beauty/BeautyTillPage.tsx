import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  type Appointment,
  type BeautyPosCatalog,
  type ClientRef,
  type PosService,
  type PromotionAccount,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { paths, useOrganizationSlug } from '../../../platform/routing/paths';
import { CounterSaleScreen } from '../shell/CounterSaleScreen';
import { CounterTools } from '../shell/CounterTools';
import { TillClient } from '../shell/OrderClient';
import { useCatalog } from '../shell/useCatalog';
import { useCounterTill, useLocalSale } from '../shell/useCounterTill';
import { useTillCatalog } from '../shell/useTillCatalog';
import { useAppointmentsToCharge, useClientSessions } from './api';
import {
  packLine,
  paidBySession,
  serviceLine,
  sessionsInCart,
  useBeautyGrid,
  type BeautyItem,
  type ServiceChoice,
} from './catalog';

const printedDate = (key: string) => key.split('-').reverse().join('/');

/**
 * /{organization}/pos/beauty: the salon's till. Tap a service (and who did it, when more than one person does it) or
 * a pack, add the client, use a session of their pack for a service it covers (0 €), and charge by card or cash in
 * one call (the sales core's quick sale: created and paid at once, its ticket printed). Charging takes the services'
 * materials from stock; a pack sold opens its sessions for the client.
 */
export default function BeautyTillPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const place = useTillCatalog<BeautyPosCatalog>('beauty');
  const { catalog, locationId, location } = place;
  const toCharge = useAppointmentsToCharge(locationId, location?.timezone);
  const sale = useLocalSale();
  const { cart, client, setClient } = sale;
  const till = useCounterTill('beauty', place, sale);
  const { sell } = till;
  const grid = useBeautyGrid(catalog.data);
  const sessions = useClientSessions(client?.id ?? null);
  const [choosing, setChoosing] = useState<{ service: PosService; session?: PromotionAccount } | null>(null);

  const addService = (service: PosService, choice: ServiceChoice) =>
    cart.add(
      serviceLine(service, choice, [
        ...(choice.employee ? [t('pos.beauty.with', { name: choice.employee.name })] : []),
        ...(choice.session ? [t('pos.beauty.sessionOf', { pack: choice.session.covers?.packName ?? '' })] : []),
      ]),
    );
  /** A service with several people who do it asks who; one is chosen at once. */
  const pickService = (service: PosService, session?: PromotionAccount) => {
    if (service.employees.length > 1) setChoosing({ service, session });
    else addService(service, { employee: service.employees[0], session });
  };
  /** A session pays the service's line already in the cart (an appointment's), or a new line of it. */
  const redeemSession = (service: PosService, account: PromotionAccount) => {
    const paid = paidBySession(
      cart.lines,
      account,
      t('pos.beauty.sessionOf', { pack: account.covers?.packName ?? '' }),
    );
    if (paid) cart.set(paid);
    else pickService(service, account);
  };
  const choose = (item: BeautyItem) => {
    const data = catalog.data;
    if (!data) return;
    if (item.type === 'service') pickService(data.services.find((s) => s.id === item.id)!);
    else if (!client) toast.error(t('pos.beauty.packNeedsClient'));
    else {
      const pack = data.packs.find((p) => p.id === item.id)!;
      cart.add(packLine(pack, [t('pos.beauty.validity', { days: pack.validityDays })]));
    }
  };
  const search = useCatalog(grid.items, choose, { paused: !!choosing || till.counter.showLast });
  const used = sessionsInCart(cart.lines);

  /** A completed appointment into the cart: its services, each with who did it, for its client. */
  const chargeAppointment = (appointment: Appointment) => {
    const services = catalog.data?.services ?? [];
    const lines = appointment.services.flatMap((booked) => {
      const service = services.find((s) => s.id === booked.serviceId);
      if (!service) return [];
      const employee = service.employees.find((e) => e.id === booked.employeeId);
      const line = serviceLine(service, { employee }, employee ? [t('pos.beauty.with', { name: employee.name })] : []);
      // At the price agreed when it was booked, as the server charges it.
      const input = { ...line.input, appointmentId: appointment.id, employeeId: booked.employeeId };
      return [{ ...line, input, unitPriceCents: booked.priceCents, mergeKey: undefined }];
    });
    cart.set(lines);
    setClient(appointment.client);
    toast.info(t('pos.beauty.appointmentLoaded', { client: appointment.client?.name ?? appointment.clientName }));
  };

  const changeClient = (chosen: ClientRef | null, done: () => void) => {
    // A session or a pack was for the client who leaves: their lines go with them.
    if (chosen?.id !== client?.id)
      cart.set(
        cart.lines.filter((l) => l.input.kind !== 'pack' && !(l.input.kind === 'service' && l.input.sessionAccountId)),
      );
    setClient(chosen);
    done();
  };

  const clientSessions = client && (sessions.data?.length ?? 0) > 0 && (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="client-sessions">
      <Typography variant="subtitle2">{t('pos.beauty.sessions', { name: client.name })}</Typography>
      <List dense disablePadding>
        {sessions.data!.map((account) => {
          const service = catalog.data?.services.find((s) => s.id === account.covers?.refId);
          const left = account.balance - (used.get(account.id) ?? 0);
          return (
            <ListItem
              key={account.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  disabled={!service || left <= 0 || account.expired}
                  onClick={() => service && redeemSession(service, account)}
                >
                  {t('pos.beauty.useSession')}
                </Button>
              }
            >
              <ListItemText
                primary={t('pos.beauty.sessionsLeft', {
                  service: account.covers?.name ?? '',
                  count: left,
                  pack: account.covers?.packName ?? '',
                })}
                secondary={
                  account.expiresOn ? t('pos.beauty.until', { date: printedDate(account.expiresOn) }) : undefined
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  const appointments = (toCharge.data?.length ?? 0) > 0 && (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="appointments-to-charge">
      <Typography variant="subtitle2">{t('pos.beauty.toCharge')}</Typography>
      <List dense disablePadding>
        {toCharge.data!.map((appointment) => (
          <ListItem
            key={appointment.id}
            disableGutters
            secondaryAction={
              <Button size="small" disabled={sell.isPending} onClick={() => chargeAppointment(appointment)}>
                {t('pos.beauty.chargeAppointment')}
              </Button>
            }
          >
            <ListItemText
              primary={t('pos.beauty.appointmentLine', {
                time: appointment.start,
                client: appointment.client?.name ?? appointment.clientName,
                services: appointment.services.map((s) => s.name).join(', '),
              })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );

  return (
    <CounterSaleScreen
      till={till}
      bar={{
        back: paths.organization.home(org),
        backLabel: t('pos.beauty.back'),
        title: t('pos.beauty.title'),
        searchLabel: t('pos.restaurant.order.search'),
        tools: <CounterTools sale={till.counter} module="beauty" location={place.location} />,
      }}
      grid={{ search, tabs: grid.tabs, empty: t('pos.beauty.empty'), tabLabel: t('pos.beauty.service') }}
      order={
        <>
          {appointments}
          <TillClient client={client} busy={sell.isPending} onChange={changeClient} />
          {clientSessions}
        </>
      }
    >
      {choosing && (
        <Dialog open onClose={() => setChoosing(null)} aria-labelledby="beauty-who-title" fullWidth maxWidth="xs">
          <DialogTitle id="beauty-who-title">
            {t('pos.beauty.whoTitle', { service: choosing.service.name })}
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 1 }}>
            {choosing.service.employees.map((employee) => (
              <Button
                key={employee.id}
                variant="outlined"
                size="large"
                onClick={() => {
                  addService(choosing.service, { employee, session: choosing.session });
                  setChoosing(null);
                }}
              >
                {employee.name}
              </Button>
            ))}
          </DialogContent>
          <DialogActions>
            <Button size="large" onClick={() => setChoosing(null)}>
              {t('common.cancel')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </CounterSaleScreen>
  );
}

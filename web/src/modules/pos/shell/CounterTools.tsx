import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { todayIn, type Location, type ModuleType } from '@plataforma/domain';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { posPaths } from '../paths';
import { LastTicketButton, type CounterSale } from './CounterSale';

// 'Devoluciones' and 'Caja' (which asks to open a closed till on entering): loaded after the till's first paint.
const TillControl = lazy(() => import('../till/TillControl').then((m) => ({ default: m.TillControl })));
const RefundsButton = lazy(() => import('../refunds/RefundsButton').then((m) => ({ default: m.RefundsButton })));

/**
 * What every counter till (the salon's, the shop's, the academy's) has in its bar: the last sale's ticket, the ticket
 * history, today's refunds of the module and the till of the location.
 */
export function CounterTools({
  sale,
  module,
  location,
}: {
  sale: CounterSale;
  module: ModuleType;
  location: Pick<Location, 'id' | 'name' | 'timezone'> | undefined;
}) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <>
      <LastTicketButton sale={sale} />
      <Button component={RouterLink} to={posPaths.tickets(org)} size="large" startIcon={<ReceiptLongIcon />}>
        {t('pos.tickets.open')}
      </Button>
      {location && (
        <Suspense fallback={null}>
          <RefundsButton
            module={module}
            locationId={location.id}
            timezone={location.timezone}
            date={todayIn(location.timezone)}
          />
          <TillControl locationId={location.id} locationName={location.name} />
        </Suspense>
      )}
    </>
  );
}

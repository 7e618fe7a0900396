import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatCents, type EcommercePosCatalog } from '@plataforma/domain';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { posPaths } from '../paths';
import { CatalogStatus } from '../shell/QuickSaleParts';
import { useTillCatalog } from '../shell/useTillCatalog';
import { parkedTotalCents, useCurrentSale, useParkedSales, type ParkedSale } from './parked';

const time = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * /{organization}/pos/ecommerce/order: the sales parked on this device at the till's location, oldest first, each
 * with its name (or its time), client, units and total. 'Retomar' (or opening `?parked=<id>`) takes it up again at
 * the counter: the sale being made there, if any, is parked in its place.
 */
export default function ParkedSalesPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const organizationId = useCurrentOrganization()?.id ?? '';
  const { catalog, locationId } = useTillCatalog<EcommercePosCatalog>('ecommerce');
  const parked = useParkedSales(organizationId, locationId);
  const current = useCurrentSale(organizationId, locationId);
  const label = (sale: Pick<ParkedSale, 'name' | 'parkedAt'>) =>
    sale.name || t('pos.ecommerce.parkedUnnamed', { time: time(sale.parkedAt) });

  const wanted = search.get('parked');
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !locationId || resumed.current === wanted) return;
    resumed.current = wanted;
    const sale = parked.take(wanted);
    if (!sale) toast.error(t('pos.ecommerce.parkedGone'));
    else {
      if (current.sale.lines.length > 0) {
        parked.park({ name: '', ...current.sale });
        toast.info(t('pos.ecommerce.swapped'));
      }
      current.replace({ client: sale.client, coupon: sale.coupon, lines: sale.lines });
      toast.success(t('pos.ecommerce.resumed', { name: label(sale) }));
    }
    void navigate(sale ? posPaths.ecommerce(org) : posPaths.ecommerceOrder(org), { replace: true });
    // Once per `?parked=`: the rest are read when it comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, locationId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <FullpageBar
        back={posPaths.ecommerce(org)}
        backLabel={t('pos.ecommerce.counter')}
        title={t('pos.ecommerce.parkedTitle')}
      />
      <CatalogStatus catalog={catalog} />
      <Box sx={{ p: 2, maxWidth: 720, width: '100%', mx: 'auto' }}>
        {locationId && parked.sales.length === 0 && <Alert severity="info">{t('pos.ecommerce.parkedNone')}</Alert>}
        <List aria-label={t('pos.ecommerce.parkedTitle')}>
          {parked.sales.map((sale) => (
            <ListItem
              key={sale.id}
              divider
              data-testid="parked-sale"
              secondaryAction={
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    color="error"
                    size="large"
                    onClick={() =>
                      window.confirm(t('pos.ecommerce.discardConfirm', { name: label(sale) })) &&
                      parked.discard(sale.id)
                    }
                  >
                    {t('pos.ecommerce.discard')}
                  </Button>
                  <Button
                    variant="contained"
                    size="large"
                    component={RouterLink}
                    to={posPaths.ecommerceOrder(org, { parked: sale.id })}
                    aria-label={`${t('pos.ecommerce.resume')} ${label(sale)}`}
                  >
                    {t('pos.ecommerce.resume')}
                  </Button>
                </Box>
              }
              sx={{ pr: 30, minHeight: 72 }}
            >
              <ListItemText
                primary={label(sale)}
                secondary={[
                  t('pos.ecommerce.parkedLine', {
                    time: time(sale.parkedAt),
                    count: sale.lines.reduce((units, line) => units + line.quantity, 0),
                    total: formatCents(parkedTotalCents(sale)),
                  }),
                  sale.client ? t('pos.ecommerce.parkedClient', { name: sale.client.name }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}

import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutline';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import {
  scanIndex,
  scanKey,
  type ClientRef,
  type EcommercePosCatalog,
  type Product,
  type Variant,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { whenIdle } from '../../../platform/routing/prefetch';
import { paths, useOrganizationSlug } from '../../../platform/routing/paths';
import { posPaths } from '../paths';
import { CounterSaleScreen } from '../shell/CounterSaleScreen';
import { CounterTools } from '../shell/CounterTools';
import { TillClient } from '../shell/OrderClient';
import { PosActionButton } from '../shell/PosOrderScreen';
import { useBarcodeScanner } from '../shell/useBarcodeScanner';
import { useCatalog } from '../shell/useCatalog';
import { useCounterTill } from '../shell/useCounterTill';
import { useTillCatalog } from '../shell/useTillCatalog';
import { beepUnknown } from './beep';
import {
  childrenOf,
  groupsOf,
  isOutOfStock,
  isPackOutOfStock,
  isWithin,
  packLine,
  productLine,
  useShopGrid,
  type ShopItem,
} from './catalog';
import { useCurrentSale, useParkedSales } from './parked';

// Off the counter's first load: the product dialog (variants, extras, fetched once the counter is idle), the park
// dialog, the location picker (the bar's till and refunds: CounterTools).
const loadProductDialog = () => import('./ProductDialog');
const ProductDialog = lazy(() => loadProductDialog().then((m) => ({ default: m.ProductDialog })));
const ParkDialog = lazy(() => import('./ParkDialog').then((m) => ({ default: m.ParkDialog })));
const LocationPicker = lazy(() => import('./LocationPicker').then((m) => ({ default: m.LocationPicker })));

/** At most this many buttons on the grid at once (each render of the counter draws them). */
const GRID_LIMIT = 120;

type Choosing = { product: Product; variant: Variant | null } | null;

/**
 * /{organization}/pos/ecommerce: the shop's counter. Scan a barcode (a USB scanner, whatever field has the focus) or
 * type a code, or tap the grid by category; a product with variants asks which in a dialog; add the client, a coupon,
 * a gift voucher, and charge by card or cash in one call (the sales core's quick sale). 'Aparcar' puts the sale aside
 * on this device to serve the next customer; /pos/ecommerce/order lists the parked ones.
 */
export default function EcommerceTillPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const organizationId = useCurrentOrganization()?.id ?? '';
  const place = useTillCatalog<EcommercePosCatalog>('ecommerce');
  const { catalog, locationId, location, choose: chooseLocation } = place;
  const data = catalog.data;
  // The sale is kept on the device (parked sales take it up again).
  const current = useCurrentSale(organizationId, locationId);
  const { cart, sale } = current;
  const till = useCounterTill('ecommerce', place, current);
  const { counter, sell } = till;
  const parked = useParkedSales(organizationId, locationId);
  const grid = useShopGrid(data);
  // Built once per catalogue: a scan is one lookup, with no network call.
  const codes = useMemo(() => (data ? scanIndex(data.products, data.packs) : undefined), [data]);
  useEffect(() => whenIdle(() => void loadProductDialog().catch(() => undefined)), []);
  const [choosing, setChoosing] = useState<Choosing>(null);
  const [parking, setParking] = useState(false);
  const [code, setCode] = useState('');
  const [sub, setSub] = useState<string | null>(null);

  /** A product to the cart: at once, or through its dialog when a variant or a required extra is to be chosen. */
  const addProduct = (product: Product, variant: Variant | null, tapped: boolean) => {
    if (!data) return;
    if (product.options.length > 0 && !variant) return setChoosing({ product, variant: null });
    if (isOutOfStock(data, product, variant)) {
      beepUnknown();
      return toast.error(t('pos.ecommerce.outOfStock', { name: product.name }));
    }
    const groups = groupsOf(data, product);
    // A tap opens the extras offered; a scan asks only for the required ones.
    if (groups.length > 0 && (tapped || groups.some((g) => g.required))) return setChoosing({ product, variant });
    cart.add(productLine(product, variant));
  };

  const addCode = (typed: string) => {
    const target = codes?.get(scanKey(typed));
    if (!target) {
      beepUnknown();
      return toast.error(t('pos.ecommerce.unknownCode', { code: typed.trim() }));
    }
    if (target.kind === 'product') return addProduct(target.product, target.variant, false);
    if (data && isPackOutOfStock(data, target.pack)) {
      beepUnknown();
      return toast.error(t('pos.ecommerce.outOfStock', { name: target.pack.name }));
    }
    cart.add(packLine(target.pack));
  };
  // Not while a dialog of the counter asks for text (a parked sale's name, a line's notes).
  useBarcodeScanner({ onScan: addCode, enabled: !!codes && !sell.isPending && !parking && !choosing });

  const choose = (item: ShopItem) => {
    if (!data) return;
    if (item.type === 'pack') cart.add(packLine(data.packs.find((p) => p.id === item.id)!));
    else {
      const product = data.products.find((p) => p.id === item.id)!;
      addProduct(product, null, true);
    }
  };
  const search = useCatalog(grid.items, choose, { paused: choosing !== null || parking || counter.showLast });
  // The subcategories of the chosen top category, as chips over the grid.
  const subcategories = data && search.tab && search.tab !== 'all' ? childrenOf(data.categories, search.tab) : [];
  const topName = data?.categories.find((c) => c.id === search.tab)?.name ?? '';
  const found =
    sub && search.tab && data
      ? search.shown.filter((item) => isWithin(data.categories, item.categoryId, sub))
      : search.shown;
  // A shop of thousands shows the first ones; the search, a category or the scanner finds the rest.
  const shown = found.slice(0, GRID_LIMIT);

  const changeClient = (chosen: ClientRef | null, done: () => void) => {
    current.setClient(chosen);
    done();
  };

  const park = (name: string) => {
    parked.park({ name, client: sale.client, coupon: sale.coupon, lines: cart.lines });
    current.reset();
    sell.reset();
    setParking(false);
    toast.info(t('pos.ecommerce.parked', { name: name || t('pos.ecommerce.parkedList') }));
  };

  const locations = data?.locations ?? [];
  return (
    <CounterSaleScreen
      till={till}
      bar={{
        back: paths.organization.home(org),
        backLabel: t('pos.ecommerce.back'),
        title: t('pos.ecommerce.title'),
        searchLabel: t('pos.ecommerce.search'),
        start: locations.length > 1 && (
          <Suspense fallback={null}>
            <LocationPicker locations={locations} value={locationId ?? ''} onChange={chooseLocation} />
          </Suspense>
        ),
        tools: (
          <>
            <Button
              component={RouterLink}
              to={posPaths.ecommerceOrder(org)}
              size="large"
              aria-label={t('pos.ecommerce.parkedCount', { count: parked.sales.length })}
              startIcon={
                <Badge badgeContent={parked.sales.length} color="secondary" data-testid="parked-count">
                  <PauseCircleIcon />
                </Badge>
              }
            >
              {t('pos.ecommerce.parkedList')}
            </Button>
            <CounterTools sale={counter} module="ecommerce" location={location} />
            <TextField
              size="small"
              label={t('pos.ecommerce.code')}
              placeholder={t('pos.ecommerce.codeHint')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || !code.trim()) return;
                event.preventDefault();
                addCode(code);
                setCode('');
              }}
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'code-field' },
                input: { startAdornment: <QrCodeScannerIcon sx={{ mr: 1 }} color="action" /> },
              }}
              sx={{ width: { md: 200 } }}
            />
          </>
        ),
      }}
      grid={{
        search: {
          ...search,
          shown,
          selectTab: (value: string) => {
            setSub(null);
            search.selectTab(value);
          },
        },
        tabs: grid.tabs,
        empty: t('pos.ecommerce.empty'),
        tabLabel: t('pos.ecommerce.product'),
        header: (
          <>
            {found.length > GRID_LIMIT && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pt: 1 }}>
                {t('pos.ecommerce.more', { shown: GRID_LIMIT, total: found.length })}
              </Typography>
            )}
            {subcategories.length > 0 && (
              <Box
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', px: 1.5, pt: 1 }}
                role="group"
                aria-label={t('pos.ecommerce.subcategories')}
              >
                {[{ id: null, name: t('pos.ecommerce.allOf', { name: topName }) }, ...subcategories].map((c) => (
                  <Chip
                    key={c.id ?? 'all'}
                    label={c.name}
                    color={sub === c.id ? 'primary' : 'default'}
                    variant={sub === c.id ? 'filled' : 'outlined'}
                    onClick={() => setSub(c.id)}
                    sx={{ minHeight: 40 }}
                  />
                ))}
              </Box>
            )}
          </>
        ),
      }}
      cart={{ notesPlaceholder: t('pos.ecommerce.notesPlaceholder') }}
      order={<TillClient client={sale.client} busy={sell.isPending} onChange={changeClient} />}
      actions={
        <Box sx={{ display: 'flex', mt: 1 }}>
          <PosActionButton
            startIcon={<PauseCircleIcon />}
            disabled={cart.lines.length === 0 || sell.isPending}
            onClick={() => setParking(true)}
          >
            {t('pos.ecommerce.park')}
          </PosActionButton>
        </Box>
      }
    >
      <Suspense fallback={null}>
        {choosing && data && (
          <ProductDialog
            product={choosing.product}
            variant={choosing.variant}
            catalog={data}
            onConfirm={(line) => {
              setChoosing(null);
              cart.add(line);
            }}
            onClose={() => setChoosing(null)}
          />
        )}
        {parking && <ParkDialog onPark={park} onClose={() => setParking(false)} />}
      </Suspense>
    </CounterSaleScreen>
  );
}

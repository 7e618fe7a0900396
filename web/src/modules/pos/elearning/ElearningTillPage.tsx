import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ClientRef, type ElearningPosCatalog } from '@plataforma/domain';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { toast } from '../../../platform/layout/toast';
import { paths, useOrganizationSlug } from '../../../platform/routing/paths';
import { CatalogGrid, CatalogSearchField } from '../shell/CatalogGrid';
import { CounterCart, LastTicketDialog, useCounterSale } from '../shell/CounterSale';
import { TillClient } from '../shell/OrderClient';
import { CounterTools } from '../shell/CounterTools';
import { PosOrderScreen } from '../shell/PosOrderScreen';
import { CatalogStatus, QuickSaleActions, type QuickPayment } from '../shell/QuickSaleParts';
import { countUnits, toLineInput } from '../shell/cart';
import { useCart } from '../shell/useCart';
import { useCatalog } from '../shell/useCatalog';
import { useTillCatalog } from '../shell/useTillCatalog';
import { StaffLock } from '../staff/StaffLock';
import { courseLine, coursesInCart, packLine, useElearningGrid, type ElearningItem } from './catalog';

/** Under a course's name: its modality and the places left ('Quedan 3 plazas', 'Completo'). */
function ItemDetail({ item }: { item: ElearningItem }) {
  const { t } = useTranslation();
  const full = item.placesLeft === 0;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="div" color="text.secondary">
        {item.detail}
      </Typography>
      {item.placesLeft !== null && (
        <Typography
          variant="caption"
          component="div"
          sx={{ fontWeight: full ? 700 : undefined, color: full ? 'error.main' : 'text.secondary' }}
        >
          {full ? t('pos.elearning.full') : t('pos.elearning.placesLeft', { count: item.placesLeft })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /{organization}/pos/elearning: the academy's till. Tap courses and packs of courses, choose the student (a sale
 * with courses is for a client: they are enrolled when it is paid), and charge by card or cash in one call (the sales
 * core's quick sale). The places left are a hint: the payment takes the place, or answers that the course is full.
 */
export default function ElearningTillPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { catalog, locationId, location } = useTillCatalog<ElearningPosCatalog>('elearning');
  const cart = useCart();
  const grid = useElearningGrid(catalog.data);
  const counter = useCounterSale('elearning');
  const { sell } = counter;
  const [client, setClient] = useState<ClientRef | null>(null);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [askedForStudent, setAskedForStudent] = useState(false);
  // The client picker is the CRM's: without it no student can be chosen (nor a course sold).
  const crm = useModuleEnabled(useCurrentOrganization()?.id, 'crm');

  const choose = (item: ElearningItem) => {
    const data = catalog.data;
    if (!data) return;
    const taken = coursesInCart(cart.lines, data.packs);
    if (item.type === 'course') {
      const course = data.courses.find((c) => c.id === item.id)!;
      if (taken.has(course.id)) return toast.warning(t('pos.elearning.alreadyInCart', { course: course.title }));
      if (item.placesLeft === 0) toast.warning(t('pos.elearning.fullWarning', { course: course.title }));
      cart.add(courseLine(course, [item.detail]));
    } else {
      const pack = data.packs.find((p) => p.id === item.id)!;
      const repeated = data.courses.find((c) => pack.courseIds.includes(c.id) && taken.has(c.id));
      if (repeated) return toast.warning(t('pos.elearning.alreadyInCart', { course: repeated.title }));
      const titles = pack.courseIds.map((id) => data.courses.find((c) => c.id === id)?.title).filter(Boolean);
      cart.add(packLine(pack, titles.length ? [titles.join(', ')] : [item.detail]));
    }
  };
  const search = useCatalog(grid.items, choose, { paused: counter.showLast });
  const ready = !!locationId && cart.lines.length > 0 && !sell.isPending;
  const needsStudent =
    !client && cart.lines.some((l) => l.input.kind === 'elearningCourse' || l.input.kind === 'elearningPack');

  const charge = (payment: QuickPayment) => {
    if (!locationId) return;
    // The enrolments are the client's: the server would refuse the sale without one; say so before asking.
    if (needsStudent) {
      setAskedForStudent(true);
      return toast.error(t('pos.elearning.chooseStudent'));
    }
    counter.charge(
      {
        locationId,
        lines: cart.lines.map(toLineInput),
        payment,
        ...(coupon ? { coupon } : {}),
        ...(client ? { clientId: client.id } : {}),
      },
      () => {
        cart.clear();
        setCoupon(null);
        setClient(null);
        setAskedForStudent(false);
      },
    );
  };

  const bar = (
    <FullpageBar
      back={paths.organization.home(org)}
      backLabel={t('pos.elearning.back')}
      title={t('pos.elearning.title')}
    >
      <Box sx={{ flexGrow: 1 }} />
      <CounterTools sale={counter} module="elearning" location={location} />
      <CatalogSearchField catalog={search} label={t('pos.elearning.search')} />
      {locationId && <StaffLock locationId={locationId} />}
    </FullpageBar>
  );

  return (
    <>
      <PosOrderScreen
        bar={bar}
        catalogLabel={t('pos.elearning.course')}
        count={countUnits(undefined, cart.lines)}
        messages={<CatalogStatus catalog={catalog} />}
        catalog={
          <CatalogGrid
            catalog={search}
            tabs={grid.tabs}
            label={t('pos.elearning.title')}
            emptyText={t('pos.elearning.empty')}
            loaded={!!catalog.data}
            disabled={sell.isPending}
            adornment={(item) => <ItemDetail item={item} />}
          />
        }
        order={
          <>
            <TillClient
              client={client}
              busy={sell.isPending}
              onChange={(chosen, done) => {
                setClient(chosen);
                setAskedForStudent(false);
                done();
              }}
            />
            {needsStudent && (
              <Alert severity={askedForStudent ? 'error' : 'info'} sx={{ my: 1 }} data-testid="student-needed">
                {crm ? t('pos.elearning.studentNeeded') : t('pos.elearning.noCrm')}
              </Alert>
            )}
            <CounterCart
              cart={cart.lines}
              busy={sell.isPending}
              empty={t('pos.elearning.empty')}
              notesPlaceholder={t('pos.restaurant.cart.notesPlaceholder')}
              onChange={cart.set}
            />
          </>
        }
        actions={
          <QuickSaleActions
            cart={cart.lines}
            coupon={coupon}
            onCoupon={(code) => {
              setCoupon(code);
              sell.reset();
            }}
            error={sell.error}
            ready={ready}
            onCharge={charge}
          />
        }
      />
      <LastTicketDialog sale={counter} />
    </>
  );
}

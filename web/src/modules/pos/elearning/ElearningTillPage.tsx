import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ElearningPosCatalog } from '@plataforma/domain';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { toast } from '../../../platform/layout/toast';
import { paths, useOrganizationSlug } from '../../../platform/routing/paths';
import { CounterSaleScreen } from '../shell/CounterSaleScreen';
import { CounterTools } from '../shell/CounterTools';
import { TillClient } from '../shell/OrderClient';
import { useCatalog } from '../shell/useCatalog';
import { useCounterTill, useLocalSale } from '../shell/useCounterTill';
import { useTillCatalog } from '../shell/useTillCatalog';
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
  const place = useTillCatalog<ElearningPosCatalog>('elearning');
  const { catalog } = place;
  const sale = useLocalSale();
  const { cart, client } = sale;
  const [askedForStudent, setAskedForStudent] = useState(false);
  const needsStudent =
    !client && cart.lines.some((l) => l.input.kind === 'elearningCourse' || l.input.kind === 'elearningPack');
  const till = useCounterTill('elearning', place, sale, {
    // The enrolments are the client's: the server would refuse the sale without one; say so before asking.
    beforeCharge: () => {
      if (!needsStudent) return true;
      setAskedForStudent(true);
      toast.error(t('pos.elearning.chooseStudent'));
      return false;
    },
    afterPaid: () => setAskedForStudent(false),
  });
  const grid = useElearningGrid(catalog.data);
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
  const search = useCatalog(grid.items, choose, { paused: till.counter.showLast });

  return (
    <CounterSaleScreen
      till={till}
      bar={{
        back: paths.organization.home(org),
        backLabel: t('pos.elearning.back'),
        title: t('pos.elearning.title'),
        searchLabel: t('pos.elearning.search'),
        tools: <CounterTools sale={till.counter} module="elearning" location={place.location} />,
      }}
      grid={{
        search,
        tabs: grid.tabs,
        empty: t('pos.elearning.empty'),
        tabLabel: t('pos.elearning.course'),
        adornment: (item) => <ItemDetail item={item} />,
      }}
      order={
        <>
          <TillClient
            client={client}
            busy={till.sell.isPending}
            onChange={(chosen, done) => {
              sale.setClient(chosen);
              setAskedForStudent(false);
              done();
            }}
          />
          {needsStudent && (
            <Alert severity={askedForStudent ? 'error' : 'info'} sx={{ my: 1 }} data-testid="student-needed">
              {crm ? t('pos.elearning.studentNeeded') : t('pos.elearning.noCrm')}
            </Alert>
          )}
        </>
      }
    />
  );
}

import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TvIcon from '@mui/icons-material/Tv';
import {
  addDays,
  can,
  centsToInput,
  dailyMenuBodySchema,
  dateKeySchema,
  DEFAULT_COURSES,
  DEFAULT_DISH_VAT_RATE,
  DEFAULT_TIMEZONE,
  todayIn,
  type DailyMenu,
  type Dish,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { ApiRequestError } from '../../../platform/api/client';
import { domainResolver } from '../../../platform/forms/domain-resolver';
import { UserMenu } from '../../../platform/layout/UserMenu';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceItem, useResourceMutations, useResourceOptions } from '../../../platform/resources/api';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DailyMenuFields, type DailyMenuForm } from '../components/DailyMenuFields';
import { DailyMenuScreen } from '../components/DailyMenuScreen';
import { restaurantPaths } from '../paths';

const PATH = 'restaurant/daily-menus';

const toForm = (menu: DailyMenu | undefined): DailyMenuForm =>
  menu
    ? {
        name: menu.name,
        price: centsToInput(menu.priceCents),
        halfPrice: menu.halfPriceCents === null ? '' : centsToInput(menu.halfPriceCents),
        vatRate: menu.vatRate,
        courses: menu.courses,
        includes: menu.includes,
        weekdays: menu.weekdays,
        hours: menu.hours,
        notes: menu.notes,
      }
    : {
        name: 'Menú del día',
        price: '',
        halfPrice: '',
        vatRate: DEFAULT_DISH_VAT_RATE,
        courses: DEFAULT_COURSES.map((name) => ({ name, items: [] })),
        includes: ['bread', 'drink'],
        weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
        hours: { from: '13:00', to: '16:00' },
        notes: '',
      };

function MenuEditor({ date, menu, readOnly }: { date: string; menu: DailyMenu | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const { data: dishes = [] } = useResourceOptions<Dish>('restaurant/dishes', { sort: 'name' });
  const { save, remove } = useResourceMutations<DailyMenu>(PATH);
  const form = useForm<DailyMenuForm>({ resolver: domainResolver(dailyMenuBodySchema), defaultValues: toForm(menu) });
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id: date, body: values });
      toast.success(t('restaurant.dailyMenu.saved'));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('errors.internal'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('restaurant.dailyMenu.title')}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <DailyMenuFields form={form} readOnly={readOnly} dishes={dishes} />
      </Box>
      {!readOnly && (
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {t('restaurant.dailyMenu.save')}
          </Button>
          {menu && (
            <Button color="error" onClick={() => setConfirmingDelete(true)}>
              {t('restaurant.dailyMenu.delete')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('resources.confirmDeleteTitle')}
        body={t('restaurant.dailyMenu.confirmDelete')}
        confirmLabel={t('restaurant.dailyMenu.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(date, {
            onSuccess: () => {
              setConfirmingDelete(false);
              toast.success(t('restaurant.dailyMenu.deleted'));
            },
            onError: (failure) => toast.error(failure.message),
          })
        }
      />
    </Box>
  );
}

/**
 * /{organization}/restaurant/daily-menu (fullpage): the menú del día of a date (today in Madrid unless `?date=`),
 * edited in place, copied from the day before in one action, and shown full screen for the dining room or a print.
 */
export default function DailyMenuPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const readOnly = !can(useCurrentOrganization()?.role, 'restaurant.manage');
  const [params, setParams] = useSearchParams();
  const today = todayIn(DEFAULT_TIMEZONE);
  const asked = params.get('date');
  const date = asked && dateKeySchema.safeParse(asked).success ? asked : today;
  const yesterday = addDays(date, -1);
  const setDate = (next: string) => setParams(next === today ? {} : { date: next });

  // A day without a menu answers null.
  const item = useResourceItem<DailyMenu | null>(PATH, date);
  const missing = item.data === null;
  const menu = item.data ?? undefined;
  const { call } = useResourceMutations<DailyMenu>(PATH);
  const [started, setStarted] = useState<string | null>(null);
  const [confirmingCopy, setConfirmingCopy] = useState(false);
  const [showing, setShowing] = useState(false);

  const copyYesterday = () =>
    call.mutate(
      { subpath: `${date}/copy`, body: { from: yesterday } },
      {
        onSuccess: () => {
          setConfirmingCopy(false);
          toast.success(t('restaurant.dailyMenu.copied'));
        },
        onError: (failure) => {
          setConfirmingCopy(false);
          toast.error(failure.message);
        },
      },
    );

  return (
    <>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <IconButton
            component={RouterLink}
            to={restaurantPaths.menu(org)}
            aria-label={t('restaurant.dailyMenu.backToMenu')}
          >
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="h6" component="h1" sx={{ mr: 2 }}>
            {t('restaurant.dailyMenu.title')}
          </Typography>
          <IconButton aria-label={t('restaurant.dailyMenu.previousDay')} onClick={() => setDate(addDays(date, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <TextField
            type="date"
            size="small"
            label={t('restaurant.dailyMenu.date')}
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
          <IconButton aria-label={t('restaurant.dailyMenu.nextDay')} onClick={() => setDate(addDays(date, 1))}>
            <ChevronRightIcon />
          </IconButton>
          {date !== today && <Button onClick={() => setDate(today)}>{t('restaurant.dailyMenu.today')}</Button>}
          <Box sx={{ flexGrow: 1 }} />
          {!readOnly && (
            <Button
              startIcon={<ContentCopyIcon />}
              disabled={call.isPending}
              onClick={() => (menu ? setConfirmingCopy(true) : copyYesterday())}
            >
              {t('restaurant.dailyMenu.copyYesterday')}
            </Button>
          )}
          {menu && (
            <Button variant="contained" startIcon={<TvIcon />} onClick={() => setShowing(true)}>
              {t('restaurant.dailyMenu.show')}
            </Button>
          )}
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, width: '100%', mx: 'auto' }}>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('restaurant.dailyMenu.readOnly')}
          </Alert>
        )}
        {item.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {item.error && <Alert severity="error">{item.error.message}</Alert>}
        {missing && started !== date && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('restaurant.dailyMenu.none')}</Typography>
            {!readOnly && (
              <Button variant="outlined" onClick={() => setStarted(date)}>
                {t('restaurant.dailyMenu.start')}
              </Button>
            )}
          </Stack>
        )}
        {(menu || (missing && started === date)) && (
          // Keyed by date and save time: another day, or a copy, loads a fresh form.
          <MenuEditor key={`${date}-${menu?.updatedAt ?? 'new'}`} date={date} menu={menu} readOnly={readOnly} />
        )}
      </Box>
      <ConfirmDialog
        open={confirmingCopy}
        title={t('restaurant.dailyMenu.confirmCopyTitle')}
        body={t('restaurant.dailyMenu.confirmCopy')}
        confirmLabel={t('restaurant.dailyMenu.replace')}
        danger={false}
        busy={call.isPending}
        onConfirm={copyYesterday}
        onClose={() => setConfirmingCopy(false)}
      />
      {showing && menu && <DailyMenuScreen menu={menu} onClose={() => setShowing(false)} />}
    </>
  );
}

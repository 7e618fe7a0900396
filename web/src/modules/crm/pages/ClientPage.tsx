import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { can, formatPhone, type Client } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceItem } from '../../../platform/resources/api';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { whenIdle } from '../../../platform/routing/prefetch';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { CLIENTS, useExportClientData } from '../api';
import { Timeline } from '../components/Timeline';
import { formatDateTime, formatDay } from '../format';
import { crmPaths } from '../paths';

// The form (its fields, the company picker, validation) loads when it opens ('new', ?edit): the card shows first.
// Fetched once this page's code is loaded and the browser idle, so that editing or creating does not wait for it.
const loadEditor = () => import('../components/ClientEditor');
const ClientEditor = lazy(() => loadEditor().then((m) => ({ default: m.ClientEditor })));
whenIdle(() => void loadEditor().catch(() => undefined));

// Merging and erasing (their dialogs, the client search) load when opened: not part of the client's first load.
const MergeDialog = lazy(() => import('../components/MergeDialog').then((m) => ({ default: m.MergeDialog })));
const EraseDialog = lazy(() => import('../components/EraseDialog').then((m) => ({ default: m.EraseDialog })));

/** The search parameter that opens a client's card in its form. */
const EDIT = 'edit';

/** One line of the card: a label and its value, or nothing when there is no value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** What is known of the client, at a glance. */
function ClientCard({ client }: { client: Client }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const consent = client.marketingConsent;
  const address = client.address;
  const place = address && [address.postalCode, address.city, address.province].filter(Boolean).join(' ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={t('crm.clients.contact')} component="section">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <Detail label={t('crm.clients.phone')}>
          {client.phone && <Link href={`tel:${client.phone}`}>{formatPhone(client.phone)}</Link>}
        </Detail>
        <Detail label={t('crm.clients.email')}>
          {client.email && <Link href={`mailto:${client.email}`}>{client.email}</Link>}
        </Detail>
        <Detail label={t('crm.clients.taxId')}>{client.taxId}</Detail>
        <Detail label={t('crm.clients.birthday')}>{client.birthday && formatDay(client.birthday)}</Detail>
        <Detail label={t('crm.clients.company')}>
          {client.company && (
            <Link component={RouterLink} to={crmPaths.company(org, client.company.id)}>
              {client.company.name}
            </Link>
          )}
        </Detail>
        <Detail label={t('crm.clients.address')}>
          {address?.street && <div>{address.street}</div>}
          {place && <div>{place}</div>}
        </Detail>
      </Box>
      {client.tags.length > 0 && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 2 }}
          aria-label={t('crm.clients.tags')}
        >
          {client.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
      )}
      {client.notes && (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }} color="text.secondary">
          {client.notes}
        </Typography>
      )}
      <Chip
        sx={{ mt: 2 }}
        size="small"
        color={consent.granted ? 'success' : 'default'}
        label={
          consent.granted && consent.at && consent.how
            ? t('crm.clients.consent.summary', {
                date: formatDateTime(consent.at),
                how: t(`crm.clients.consent.methods.${consent.how}`),
              })
            : t(consent.granted ? 'crm.clients.consent.yes' : 'crm.clients.consent.no')
        }
      />
    </Paper>
  );
}

/** A client's page: the card, the manager's actions (edit, merge, RGPD) and the timeline. */
function ClientView({ id }: { id: string }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const navigate = useNavigate();
  const manager = can(useCurrentOrganization()?.role, 'crm.manage');
  const item = useResourceItem<Client>(CLIENTS, id);
  const exportData = useExportClientData();
  const [dialog, setDialog] = useState<'merge' | 'erase' | null>(null);
  const back = (
    <Button component={RouterLink} to={crmPaths.list(org)} startIcon={<ArrowBackIcon />} size="small">
      {t('crm.client.back')}
    </Button>
  );
  if (item.isPending) return <CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />;
  if (item.error) return <CenteredMessage title={item.error.message} actions={back} />;
  const client = item.data;

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Box>{back}</Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {client.name}
        </Typography>
        {manager && (
          <Stack direction="row" spacing={1} role="group" aria-label={t('crm.client.actions')}>
            <Button component={RouterLink} to={crmPaths.client(org, id, { [EDIT]: '1' })} startIcon={<EditIcon />}>
              {t('crm.clients.edit')}
            </Button>
            <Button startIcon={<CallMergeIcon />} onClick={() => setDialog('merge')}>
              {t('crm.client.merge.button')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ClientCard client={client} />
      {manager && (
        <Paper variant="outlined" component="section" aria-labelledby="rgpd-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="rgpd-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('crm.client.rgpd.title')}
          </Typography>
          {exportData.error && <Alert severity="error">{exportData.error.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              startIcon={<FileDownloadIcon />}
              disabled={exportData.isPending}
              onClick={() =>
                exportData.mutate(client, { onSuccess: () => toast.success(t('crm.client.rgpd.exported')) })
              }
            >
              {t('crm.client.rgpd.export')}
            </Button>
            <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setDialog('erase')}>
              {t('crm.client.rgpd.erase')}
            </Button>
          </Stack>
        </Paper>
      )}
      <Timeline clientId={id} />
      <Suspense fallback={null}>
        {dialog === 'merge' && <MergeDialog client={client} onClose={() => setDialog(null)} />}
        {dialog === 'erase' && (
          <EraseDialog
            client={client}
            onClose={() => setDialog(null)}
            onErased={() => void navigate(crmPaths.list(org))}
          />
        )}
      </Suspense>
    </Stack>
  );
}

/** /{organization}/crm/list/client/{id}: the client's card and timeline; 'new' and ?edit open the form. */
export default function ClientPage() {
  const org = useOrganizationSlug();
  const { id = NEW_ID } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  if (id === NEW_ID || params.has(EDIT))
    return (
      <Suspense fallback={<CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />}>
        <ClientEditor backTo={id === NEW_ID ? crmPaths.list(org) : crmPaths.client(org, id)} />
      </Suspense>
    );
  return <ClientView key={id} id={id} />;
}

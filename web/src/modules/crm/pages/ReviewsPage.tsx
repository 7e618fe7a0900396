import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { can, type Review } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { REVIEWS } from '../api';
import { reviewToBody, useSaveReview } from '../components/review-save';
import { ReviewSummaryPanel } from '../components/ReviewSummaryPanel';
import { formatDay } from '../format';
import { crmPaths } from '../paths';

// The reply and new review dialogs (a form, the client picker) load when opened: not part of the list's first load.
const ReplyDialog = lazy(() => import('../components/ReviewDialogs').then((m) => ({ default: m.ReplyDialog })));
const NewReviewDialog = lazy(() => import('../components/ReviewDialogs').then((m) => ({ default: m.NewReviewDialog })));

/** Hidden reviews stay (and can be shown again) but leave the summary and the public pages. */
function VisibleSwitch({ review, editable }: { review: Review; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveReview();
  return (
    <Switch
      checked={!review.hidden}
      disabled={!editable || save.isPending}
      slotProps={{
        input: {
          'aria-label': t('crm.reviews.visibleToggle', { name: review.client?.name ?? t('crm.reviews.anonymous') }),
        },
      }}
      onChange={(event) => {
        const hidden = !event.target.checked;
        save.mutate(
          { id: review.id, body: { ...reviewToBody(review), hidden } },
          {
            onSuccess: () => toast.success(t(hidden ? 'crm.reviews.hidden' : 'crm.reviews.shown')),
            onError: (failure) => toast.error(failure.message),
          },
        );
      }}
    />
  );
}

/** /{organization}/crm/reviews: the average and distribution, then every review with its reply and visibility. */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const manager = can(useCurrentOrganization()?.role, 'crm.manage');
  const [replying, setReplying] = useState<Review | null>(null);
  const [creating, setCreating] = useState(false);
  const columns: GridColDef<Review>[] = [
    {
      field: 'rating',
      headerName: t('crm.reviews.rating'),
      minWidth: 140,
      renderCell: ({ row }) => (
        <Rating value={row.rating} readOnly size="small" aria-label={t('crm.reviews.stars', { count: row.rating })} />
      ),
    },
    {
      field: 'text',
      headerName: t('crm.reviews.text'),
      sortable: false,
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 1, whiteSpace: 'normal' }}>
          <Typography variant="body2">{row.text}</Typography>
          {row.reply && (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {t('crm.reviews.reply')}: {row.reply}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      field: 'source',
      headerName: t('crm.reviews.source'),
      sortable: false,
      minWidth: 100,
      renderCell: ({ row }) => <Chip size="small" label={t(`crm.reviews.sources.${row.source}`)} />,
    },
    {
      field: 'client',
      headerName: t('crm.reviews.client'),
      sortable: false,
      minWidth: 160,
      renderCell: ({ row }) =>
        row.client ? (
          <Link component={RouterLink} to={crmPaths.client(org, row.client.id)}>
            {row.client.name}
          </Link>
        ) : (
          t('crm.reviews.anonymous')
        ),
    },
    {
      field: 'date',
      headerName: t('crm.reviews.date'),
      minWidth: 110,
      valueFormatter: (value: string) => formatDay(value),
    },
    {
      field: 'reply',
      headerName: t('crm.reviews.reply'),
      sortable: false,
      minWidth: 150,
      renderCell: ({ row }) =>
        manager && (
          <Button size="small" onClick={() => setReplying(row)}>
            {t(row.reply ? 'crm.reviews.editReply' : 'crm.reviews.replyTo')}
          </Button>
        ),
    },
    {
      field: 'hidden',
      headerName: t('crm.reviews.visible'),
      sortable: false,
      minWidth: 90,
      renderCell: ({ row }) => <VisibleSwitch review={row} editable={manager} />,
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('crm.reviews.title')}
      </Typography>
      <ReviewSummaryPanel />
      <ResourceListPage<Review>
        path={REVIEWS}
        columns={columns}
        defaultSort={{ field: 'date', sort: 'asc' }}
        initialSort={{ field: 'date', sort: 'desc' }}
        manage="crm.manage"
        searchLabel={t('crm.reviews.search')}
        emptyLabel={t('crm.reviews.empty')}
        toolbar={
          manager && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('crm.reviews.new')}
            </Button>
          )
        }
      />
      <Suspense fallback={null}>
        {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
        {creating && <NewReviewDialog onClose={() => setCreating(false)} />}
      </Suspense>
    </Stack>
  );
}

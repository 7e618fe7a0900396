import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { CardProgram, ClientRef, PromotionAccount } from '@plataforma/domain';
import i18n from '../../../i18n';
import { toast } from '../../../platform/layout/toast';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourcePage } from '../../../platform/resources/api';
import { FormDialog } from '../../../ui/FormDialog';
import { ClientPicker } from '../../crm';
import { membersOf, useJoinProgram } from '../api';
import { formatDay } from '../format';
import cardMembersEs from '../i18n-members';
import { MovementsTable } from './MovementsTable';
import { useFailure } from './useFailure';

// Added to the module's catalogue, which the card page's route loaded before the page (a deep merge: it keeps the rest).
i18n.addResourceBundle('es', 'translation', { promotions: { cards: cardMembersEs } }, true, false);

const clientName = (card: PromotionAccount) => card.client?.name ?? '—';

/** 'Añadir cliente': a CRM client joins the program (the server opens the card at 0 and refuses a second one). */
function JoinDialog({ program, onClose }: { program: CardProgram; onClose: () => void }) {
  const { t } = useTranslation();
  const join = useJoinProgram(program.id);
  const [client, setClient] = useState<ClientRef | null>(null);
  const { message, reset, onError } = useFailure();
  const [missing, setMissing] = useState(false);
  const submit = () => {
    reset();
    setMissing(!client);
    if (!client) return;
    join.mutate(client.id, {
      onSuccess: () => {
        toast.success(t('promotions.cards.joined', { name: client.name }));
        onClose();
      },
      onError,
    });
  };
  return (
    <FormDialog
      id="join-card"
      title={t('promotions.cards.join')}
      description={t('promotions.cards.joinBody')}
      error={missing ? t('promotions.cards.pickClient') : message}
      confirmLabel={t('promotions.cards.joinConfirm')}
      busy={join.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Suspense fallback={null}>
        <ClientPicker
          value={client}
          onChange={setClient}
          label={t('promotions.cards.client')}
          allowCreate={false}
          autoFocus
        />
      </Suspense>
    </FormDialog>
  );
}

/** A member's card: its balance and its movements (the ledger's), in a dialog over the program's page. */
function CardDialog({ card, onClose }: { card: PromotionAccount; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="card-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="card-dialog-title">{t('promotions.cards.cardOf', { name: clientName(card) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="p" data-testid="card-balance">
            {t('promotions.cards.balance', { count: card.balance })}
          </Typography>
          <MovementsTable accountId={card.id} unit="points" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('promotions.cards.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const PAGE_SIZE = 50;

/**
 * The clients of a program (its cards, newest first, paged on the server) with their balance; a name opens the
 * card's movements. Anyone who reads promotions may add a client (staff enrol at the till too), with the CRM on.
 * A plain table with previous/next: the resource table's pager would bring MUI's Select into this chunk, and split
 * it from TextField's for every page that loads both.
 */
export function CardMembers({ program }: { program: CardProgram }) {
  const { t } = useTranslation();
  const crm = useModuleEnabled(useCurrentOrganization()?.id, 'crm');
  const [page, setPage] = useState(1);
  const [joining, setJoining] = useState(false);
  const [open, setOpen] = useState<PromotionAccount | null>(null);
  const { data, isFetching } = useResourcePage<PromotionAccount>(membersOf(program.id), {
    page,
    pageSize: PAGE_SIZE,
  });
  const total = data?.total ?? 0;
  const first = (page - 1) * PAGE_SIZE;
  return (
    <Stack spacing={2} component="section" aria-labelledby="members-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="members-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('promotions.cards.members')}
        </Typography>
        {crm && program.active && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setJoining(true)}>
            {t('promotions.cards.join')}
          </Button>
        )}
      </Stack>
      {!crm && <Typography color="text.secondary">{t('promotions.cards.needsCrm')}</Typography>}
      <Paper variant="outlined" sx={{ position: 'relative' }}>
        {isFetching && (
          <LinearProgress aria-label={t('common.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
        )}
        <Table size="small" aria-labelledby="members-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('promotions.cards.client')}</TableCell>
              <TableCell align="right">{t('promotions.cards.points')}</TableCell>
              <TableCell>{t('promotions.cards.joinedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.items ?? []).map((card) => (
              <TableRow key={card.id}>
                <TableCell>
                  <Link component="button" type="button" onClick={() => setOpen(card)} sx={{ textAlign: 'left' }}>
                    {clientName(card)}
                  </Link>
                </TableCell>
                <TableCell align="right">{card.balance}</TableCell>
                <TableCell>{formatDay(card.createdAt.slice(0, 10))}</TableCell>
              </TableRow>
            ))}
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{t('promotions.cards.membersEmpty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {total > PAGE_SIZE && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', p: 1 }}>
            <Typography variant="body2">
              {t('promotions.cards.range', { from: first + 1, to: Math.min(first + PAGE_SIZE, total), total })}
            </Typography>
            <IconButton
              aria-label={t('promotions.cards.previous')}
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('promotions.cards.next')}
              disabled={first + PAGE_SIZE >= total}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        )}
      </Paper>
      {joining && <JoinDialog program={program} onClose={() => setJoining(false)} />}
      {open && <CardDialog card={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

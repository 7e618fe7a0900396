import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import type { CardProgram, Order, PromotionAccount } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useBase } from './base';
import type { TillOrderPieceProps } from './types';

/**
 * The loyalty cards of the order's client at a till: each card's balance and the rewards it reaches now, one tap to
 * redeem (PUT .../orders/{id}/reward: the server prices it as a discount line and the closing payment spends the
 * points), and the reward on the order with 'Quitar premio' (DELETE). Nothing without a client or without cards. The
 * server's refusal (not enough points, not in the order) shows under the cards in its own Spanish words.
 */
export function OrderRewards({ order, closed, onOrder }: TillOrderPieceProps) {
  const { t } = useTranslation();
  const base = useBase();
  const clientId = order.client?.id;
  // The client's cards and their programs in one query (few: one per program); a card without an active program's
  // data is not shown. One query rather than one per program: useQueries would grow every page's query chunk.
  const cards = useQuery({
    queryKey: ['promotions', 'pos', base, 'client-cards', clientId],
    queryFn: async () => {
      const all = await apiRequest<PromotionAccount[]>(
        `${base}/promotions/clients/${encodeURIComponent(clientId!)}/cards`,
      );
      const active = all.filter((card) => card.status === 'active' && card.programId);
      const programs = await Promise.all(
        [...new Set(active.map((card) => card.programId!))].map((id) =>
          apiRequest<CardProgram>(`${base}/promotions/cards/${encodeURIComponent(id)}`),
        ),
      );
      const programOf = new Map(programs.map((program) => [program.id, program]));
      return active.flatMap((card) => {
        const program = programOf.get(card.programId!);
        return program ? [{ card, program }] : [];
      });
    },
    enabled: !!clientId,
  });
  const active = cards.data ?? [];
  const url = `${base}/orders/${encodeURIComponent(order.id)}/reward`;
  const apply = useMutation({
    mutationFn: (body: { accountId: string; rewardId: string }) => apiRequest<Order>(url, { method: 'PUT', body }),
    onSuccess: (updated) => onOrder(updated),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<Order>(url, { method: 'DELETE' }),
    onSuccess: (updated) => onOrder(updated),
  });
  const busy = apply.isPending || remove.isPending;
  const failure = apply.error ?? remove.error;
  const applied = order.reward ? order.lines.find((line) => line.id === order.reward!.lineId) : undefined;
  if (!clientId || (active.length === 0 && !applied)) return null;

  return (
    <Box component="section" aria-label={t('promotions.pos.cards')} sx={{ py: 1 }}>
      {applied && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Chip
            icon={<CardGiftcardOutlined />}
            label={t('promotions.pos.rewardApplied', { name: applied.name })}
            data-testid="order-reward"
          />
          {!closed && (
            <Button size="small" disabled={busy} onClick={() => remove.mutate()}>
              {t('promotions.pos.removeReward')}
            </Button>
          )}
        </Stack>
      )}
      {active.map(({ card, program }) => {
        const unit = program.kind === 'stamps' ? 'promotions.pos.stamps' : 'promotions.pos.points';
        const reachable = program.rewards.filter(
          (reward) => reward.threshold <= card.balance && reward.id !== order.reward?.rewardId,
        );
        return (
          <Box key={card.id} data-testid="client-card" sx={{ mb: 0.5 }}>
            <Typography variant="body2">
              {t('promotions.pos.cardBalance', { program: program.name, balance: t(unit, { count: card.balance }) })}
            </Typography>
            {!closed && reachable.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                {reachable.map((reward) => (
                  <Button
                    key={reward.id}
                    size="small"
                    variant="outlined"
                    startIcon={<CardGiftcardOutlined />}
                    disabled={busy}
                    onClick={() => apply.mutate({ accountId: card.id, rewardId: reward.id })}
                  >
                    {t('promotions.pos.redeem', { name: reward.name, cost: t(unit, { count: reward.threshold }) })}
                  </Button>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
      {failure && (
        <Typography color="error" role="alert" variant="body2">
          {failure.message}
        </Typography>
      )}
    </Box>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Liability, Page, PromotionAccount, PromotionMovement } from '@plataforma/domain';
import { apiRequest } from '../../platform/api/client';
import { useCurrentOrganization } from '../../platform/organizations/current';
import { resourceKey } from '../../platform/resources/api';
import { membersOf, VOUCHERS } from './resources';

export { CARDS, COUPONS, membersOf, VOUCHERS } from './resources';

function usePromotionsApi() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  return { organizationId, base: `/organizations/${encodeURIComponent(organizationId)}` };
}

/** What the business owes its customers now (managers); cached with the vouchers, so issuing one refreshes it. */
export function useLiability(enabled: boolean) {
  const { organizationId, base } = usePromotionsApi();
  return useQuery({
    queryKey: [...resourceKey(organizationId, VOUCHERS), 'liability'],
    queryFn: ({ signal }) => apiRequest<Liability>(`${base}/promotions/liability`, { signal }),
    enabled: !!organizationId && enabled,
  });
}

/** An account's movements, newest first (one page of up to 100: a voucher rarely has more). */
export function useMovements(accountId: string) {
  const { organizationId, base } = usePromotionsApi();
  return useQuery({
    queryKey: [...resourceKey(organizationId, VOUCHERS), 'movements', accountId],
    queryFn: ({ signal }) =>
      apiRequest<Page<PromotionMovement>>(
        `${base}/promotions/accounts/${encodeURIComponent(accountId)}/movements?pageSize=100`,
        { signal },
      ),
    enabled: !!organizationId,
  });
}

/** The managers' actions on vouchers: issue, adjust, cancel; each refreshes every cached voucher query. */
export function useVoucherActions() {
  const { organizationId, base } = usePromotionsApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, VOUCHERS) });
  const post = (path: string, body: unknown) =>
    apiRequest<PromotionAccount>(`${base}/${VOUCHERS}${path}`, { method: 'POST', body });
  return {
    issue: useMutation({ mutationFn: (body: unknown) => post('', body), onSuccess }),
    adjust: useMutation({
      mutationFn: ({ id, body }: { id: string; body: unknown }) => post(`/${encodeURIComponent(id)}/adjust`, body),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: ({ id, body }: { id: string; body: unknown }) => post(`/${encodeURIComponent(id)}/cancel`, body),
      onSuccess,
    }),
  };
}

/** 'Añadir cliente': the client joins the program (a card at 0); refreshes the program's members. */
export function useJoinProgram(programId: string) {
  const { organizationId, base } = usePromotionsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      apiRequest<PromotionAccount>(`${base}/${membersOf(programId)}`, { method: 'POST', body: { clientId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, membersOf(programId)) }),
  });
}

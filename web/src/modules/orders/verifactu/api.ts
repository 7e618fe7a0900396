import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXPORT_PARTS_HEADER,
  type BillingChain,
  type BillingRecordDto,
  type BillingRecordStateDto,
  type ChainCheck,
  type Page,
  type SendOutcome,
  type VerifactuCertificateInfo,
  type VerifactuCertificateInput,
  type VerifactuSendingStatus,
} from '@plataforma/domain';
import { apiFile, apiRequest } from '../../../platform/api/client';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { saveFile } from '../../../ui/save-file';

export const RECORDS_PAGE_SIZE = 50;

/** What the records screen narrows by: a chain (its records in order) or else the period (every chain's, by day). */
export interface RecordFilters {
  chain: string;
  from: string;
  to: string;
}

function useVerifactuApi() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  return {
    organizationId,
    base: `/organizations/${encodeURIComponent(organizationId)}/verifactu`,
    key: ['verifactu', organizationId] as const,
  };
}

export function useChains() {
  const { organizationId, base, key } = useVerifactuApi();
  return useQuery({
    queryKey: [...key, 'chains'],
    queryFn: ({ signal }) => apiRequest<BillingChain[]>(`${base}/chains`, { signal }),
    enabled: !!organizationId,
  });
}

/** A page of records: one chain's in their order, or (no chain) the period's newest first. */
export function useRecords(filters: RecordFilters, page: number) {
  const { organizationId, base, key } = useVerifactuApi();
  const query = new URLSearchParams({ page: String(page), pageSize: String(RECORDS_PAGE_SIZE) });
  if (filters.chain) query.set('chain', filters.chain);
  else {
    if (filters.from) query.set('from', filters.from);
    if (filters.to) query.set('to', filters.to);
  }
  return useQuery({
    queryKey: [...key, 'records', query.toString()],
    queryFn: ({ signal }) => apiRequest<Page<BillingRecordDto>>(`${base}/records?${query.toString()}`, { signal }),
    enabled: !!organizationId,
    placeholderData: keepPreviousData,
  });
}

/**
 * The agency's state of the records on screen, asked once per page (the server reads at most 100 ids, a page is 50):
 * the states are kept apart from the immutable records, so they come in a second request.
 */
export function useRecordStates(ids: string[]) {
  const { organizationId, base, key } = useVerifactuApi();
  const joined = ids.join(',');
  return useQuery({
    queryKey: [...key, 'states', joined],
    queryFn: ({ signal }) =>
      apiRequest<BillingRecordStateDto[]>(`${base}/states?ids=${encodeURIComponent(joined)}`, { signal }),
    enabled: !!organizationId && ids.length > 0,
  });
}

/** The chain check (every fingerprint recomputed on the server): asked for, since it reads the whole chain. */
export function useChainCheck() {
  const { base } = useVerifactuApi();
  return useMutation({
    mutationFn: (chain: string) => apiRequest<ChainCheck>(`${base}/chains/${encodeURIComponent(chain)}/check`),
  });
}

/**
 * Downloads the period's records (a chain's, if one is chosen): the CSV, or the XML messages one part after another
 * (the server cuts them at 1000 records, the agency's limit, and says how many parts there are). Answers the parts.
 */
export function useExportRecords() {
  const { base } = useVerifactuApi();
  return useMutation({
    mutationFn: async ({ format, filters }: { format: 'xml' | 'csv'; filters: RecordFilters }) => {
      const query = new URLSearchParams({ from: filters.from, to: filters.to });
      if (filters.chain) query.set('chain', filters.chain);
      const download = async (part: number) => {
        if (part > 1) query.set('part', String(part));
        const file = await apiFile(`${base}/export.${format}?${query.toString()}`);
        saveFile(file.blob, file.fileName ?? `verifactu-${filters.from}-${filters.to}-${part}.${format}`);
        return Number(file.headers.get(EXPORT_PARTS_HEADER) ?? 1);
      };
      const parts = await download(1);
      for (let part = 2; part <= parts; part++) await download(part);
      return parts;
    },
  });
}

/** The issuer's queue at the agency: certificate, pending records, next attempt, last error. */
export function useSendingStatus() {
  const { organizationId, base, key } = useVerifactuApi();
  return useQuery({
    queryKey: [...key, 'sending'],
    queryFn: ({ signal }) => apiRequest<VerifactuSendingStatus>(`${base}/sending`, { signal }),
    enabled: !!organizationId,
  });
}

/** The records the agency refused or accepted with errors, with its reason. */
export function useRecordsWithStatus(status: 'rechazado' | 'aceptado_con_errores') {
  const { organizationId, base, key } = useVerifactuApi();
  return useQuery({
    queryKey: [...key, 'states', status],
    queryFn: ({ signal }) => apiRequest<BillingRecordStateDto[]>(`${base}/states?status=${status}`, { signal }),
    enabled: !!organizationId,
  });
}

/** Uploads (a PKCS#12 in base64 and its password) or removes the certificate; the queue is read again after. */
export function useCertificate() {
  const { base, key } = useVerifactuApi();
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: [...key, 'sending'] });
  const upload = useMutation({
    mutationFn: (input: VerifactuCertificateInput) =>
      apiRequest<VerifactuCertificateInfo>(`${base}/certificate`, { method: 'PUT', body: input }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<VerifactuCertificateInfo>(`${base}/certificate`, { method: 'DELETE' }),
    onSuccess,
  });
  return { upload, remove };
}

/** Runs the sender now; then the queue, the states and the refused records are read again. */
export function useSendNow() {
  const { base, key } = useVerifactuApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SendOutcome>(`${base}/send`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/**
 * The owner's corrections of a record: its subsanación ('correction') or the cancellation of its invoice
 * ('cancellation'); each makes a new record, so the lists, states and queue are read again.
 */
export function useSupersedeRecord(action: 'correction' | 'cancellation') {
  const { base, key } = useVerifactuApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) =>
      apiRequest<BillingRecordDto>(`${base}/records/${encodeURIComponent(recordId)}/${action}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  ProductImportPreview,
  ProductImportResult,
  StockAdjustmentBody,
  StockItem,
  StockMovement,
  Stocktake,
  StocktakeBody,
} from '@plataforma/domain';
import { apiRequest } from '../../platform/api/client';
import { useCurrentOrganization } from '../../platform/organizations/current';
import { resourceKey } from '../../platform/resources/api';

/** Paths below /api/organizations/{id}/ (also the cache keys' resource part). */
export const PRODUCTS = 'ecommerce/products';
export const CATEGORIES = 'ecommerce/categories';
export const MODIFIER_GROUPS = 'ecommerce/modifier-groups';
export const PACKS = 'ecommerce/packs';
export const STOCK = 'ecommerce/stock';
export const STOCKTAKES = 'ecommerce/stocktakes';

function useShopApi() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  return { organizationId, base: `/organizations/${encodeURIComponent(organizationId)}` };
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A stock item's movements, newest first, a page at a time. */
export function useMovements(stockId: string, page: number, pageSize = 10) {
  const { organizationId, base } = useShopApi();
  return useQuery({
    queryKey: [...resourceKey(organizationId, STOCK), 'movements', stockId, page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<Page<StockMovement>>(
        `${base}/${STOCK}/${encodeURIComponent(stockId)}/movements${query({ page, pageSize })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: !!organizationId,
  });
}

/** POST ecommerce/stock/{stockId}/adjustments: units in or out with a reason; answers the item as it is now. */
export function useAdjustStock() {
  const { organizationId, base } = useShopApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stockId, body }: { stockId: string; body: StockAdjustmentBody }) =>
      apiRequest<StockItem>(`${base}/${STOCK}/${encodeURIComponent(stockId)}/adjustments`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, STOCK) }),
  });
}

/** The stocktakes booked, newest first. */
export function useStocktakes(page: number, pageSize = 10) {
  const { organizationId, base } = useShopApi();
  return useQuery({
    queryKey: [...resourceKey(organizationId, STOCKTAKES), 'page', page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<Page<Stocktake>>(`${base}/${STOCKTAKES}${query({ page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: !!organizationId,
  });
}

/** POST ecommerce/stocktakes: the counts booked as movements of their differences. */
export function useBookStocktake() {
  const { organizationId, base } = useShopApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StocktakeBody) => apiRequest<Stocktake>(`${base}/${STOCKTAKES}`, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, STOCKTAKES) });
      await queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, STOCK) });
    },
  });
}

/** A product the CSV import creates (from one line, or one line per variant), as its preview shows it. */
export type ImportedProductLine = ProductImportPreview['create'][number];
/** A CSV line that matches a product already in the catalogue (or a line above it), and by what. */
export type DuplicateProductLine = ProductImportPreview['duplicates'][number];

/** The two steps of the products' CSV import (the contract of CRM's clients import): preview, then apply. */
export function useImportProducts() {
  const { organizationId, base } = useShopApi();
  const queryClient = useQueryClient();
  const post = <T>(step: 'preview' | 'apply', file: Blob) =>
    apiRequest<T>(`${base}/${PRODUCTS}/import/${step}`, { method: 'POST', raw: { body: file, type: 'text/csv' } });
  return {
    preview: useMutation({ mutationFn: (file: Blob) => post<ProductImportPreview>('preview', file) }),
    apply: useMutation({
      mutationFn: (file: Blob) => post<ProductImportResult>('apply', file),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, PRODUCTS) });
        await queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, STOCK) });
      },
    }),
  };
}

/** A product's stock as the catalogue list shows it: the units of its items summed, and whether any is low. */
export interface StockTotal {
  quantity: number;
  low: boolean;
}

/** Pages of 100 read for the whole stock: 2,000 stock items, beyond a shop of this platform. */
const MAX_STOCK_PAGES = 20;

/**
 * Every tracked stock item (a page of 100 at a time, one cached query): the catalogue's stock column sums them by
 * product, and the stocktake's count sheet filters them as the person types, without a request per keystroke.
 */
export function useAllStock() {
  const { organizationId, base } = useShopApi();
  return useQuery({
    queryKey: [...resourceKey(organizationId, STOCK), 'all'],
    queryFn: async ({ signal }) => {
      const items: StockItem[] = [];
      for (let page = 1; page <= MAX_STOCK_PAGES; page++) {
        const answer = await apiRequest<Page<StockItem>>(`${base}/${STOCK}${query({ page, pageSize: 100 })}`, {
          signal,
        });
        items.push(...answer.items);
        if (page * answer.pageSize >= answer.total || answer.items.length === 0) break;
      }
      return items;
    },
    enabled: !!organizationId,
  });
}

/** The stock summed by product id. */
export function stockTotals(items: readonly StockItem[]): Map<string, StockTotal> {
  const totals = new Map<string, StockTotal>();
  for (const item of items) {
    const total = totals.get(item.productId) ?? { quantity: 0, low: false };
    totals.set(item.productId, { quantity: total.quantity + item.quantity, low: total.low || item.low });
  }
  return totals;
}

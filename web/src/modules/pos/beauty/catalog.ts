import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeautyPosCatalog, Pack, PosService, PromotionAccount } from '@plataforma/domain';
import { nextLineKey, type CartLine } from '../shell/cart';
import { ALL_TAB, type CatalogItem, type CatalogTab } from '../shell/useCatalog';

/** One button of the salon's grid: a service or a pack of sessions. */
export interface BeautyItem extends CatalogItem {
  type: 'service' | 'pack';
  id: string;
}

const TAB_PACKS = 'packs';

/** The grid's items and tabs: everything, each active category, the packs. */
export function useBeautyGrid(catalog: BeautyPosCatalog | undefined) {
  const { t } = useTranslation();
  const items = useMemo<BeautyItem[]>(
    () =>
      catalog
        ? [
            ...catalog.services.map((s) => ({
              key: `service-${s.id}`,
              type: 'service' as const,
              id: s.id,
              name: s.name,
              priceCents: s.priceCents,
              soldOut: false,
              tab: s.categoryId,
            })),
            ...catalog.packs.map((p) => ({
              key: `pack-${p.id}`,
              type: 'pack' as const,
              id: p.id,
              name: p.name,
              priceCents: p.priceCents,
              soldOut: false,
              tab: TAB_PACKS,
              tinted: true,
            })),
          ]
        : [],
    [catalog],
  );
  const tabs: CatalogTab[] = catalog
    ? [
        { value: ALL_TAB, label: t('pos.catalog.all') },
        ...catalog.categories.map((c) => ({ value: c.id, label: c.name })),
        ...(catalog.packs.length ? [{ value: TAB_PACKS, label: t('pos.beauty.packs') }] : []),
      ]
    : [];
  return { items, tabs };
}

/** Who does a service on a cart line, and the client's pack session that pays it (0 €). */
export interface ServiceChoice {
  employee?: { id: string; name: string };
  session?: Pick<PromotionAccount, 'id' | 'covers'>;
}

/**
 * A service in the cart, as the server will price it: its list price, or 0 € when a pack's session pays it. `details`
 * are what the cart shows under it (who does it, the pack), in the screen's words.
 */
export function serviceLine(service: PosService, { employee, session }: ServiceChoice, details: string[]): CartLine {
  return {
    key: nextLineKey(),
    input: {
      kind: 'service',
      serviceId: service.id,
      quantity: 1,
      notes: '',
      ...(employee ? { employeeId: employee.id } : {}),
      ...(session ? { sessionAccountId: session.id } : {}),
    },
    name: service.name,
    details,
    unitPriceCents: session ? 0 : service.priceCents,
    vatRate: service.vatRate,
    allergens: [],
    quantity: 1,
    notes: '',
    mergeKey: `service-${service.id}-${employee?.id ?? ''}-${session?.id ?? ''}`,
  };
}

/** A pack of sessions in the cart (one per line: each opens its own sessions for the client). */
export function packLine(pack: Pack, details: string[]): CartLine {
  return {
    key: nextLineKey(),
    input: { kind: 'pack', packId: pack.id, quantity: 1 },
    name: pack.name,
    details,
    unitPriceCents: pack.priceCents,
    vatRate: pack.vatRate,
    allergens: [],
    quantity: 1,
    notes: '',
  };
}

/** Sessions of each pack account the cart uses already (a client cannot use more than the account has left). */
export function sessionsInCart(lines: readonly CartLine[]): Map<string, number> {
  const used = new Map<string, number>();
  for (const line of lines)
    if (line.input.kind === 'service' && line.input.sessionAccountId)
      used.set(line.input.sessionAccountId, (used.get(line.input.sessionAccountId) ?? 0) + line.quantity);
  return used;
}

/**
 * The cart with a session of `account` paying a line of its service that is in the cart already (one unit, not paid
 * by a session yet: an appointment's service), or undefined when there is none to pay.
 */
export function paidBySession(
  lines: readonly CartLine[],
  account: Pick<PromotionAccount, 'id' | 'covers'>,
  detail: string,
): CartLine[] | undefined {
  const line = lines.find(
    (l) =>
      l.input.kind === 'service' &&
      l.input.serviceId === account.covers?.refId &&
      !l.input.sessionAccountId &&
      l.quantity === 1,
  );
  if (!line || line.input.kind !== 'service') return undefined;
  const paid: CartLine = {
    ...line,
    input: { ...line.input, sessionAccountId: account.id },
    unitPriceCents: 0,
    details: [...line.details, detail],
    mergeKey: undefined,
  };
  return lines.map((l) => (l === line ? paid : l));
}

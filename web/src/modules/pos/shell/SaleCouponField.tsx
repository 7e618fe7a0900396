import { Suspense } from 'react';
import { ApiRequestError } from '../../../platform/api/client';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { SaleCoupon } from '../../promotions';

/**
 * The coupon field of a quick sale (promotions', loaded the first time it shows): the code is sent with the sale,
 * which prices it on the server; the sale's refusal of the coupon (`error`: unknown, expired, used up...) shows under
 * it in the server's words. Nothing without the promotions module. The quick sale loads it lazily: its first load is
 * at its budget.
 */
export function SaleCouponField({
  code,
  error,
  onChange,
}: {
  code: string | null;
  error: Error | null;
  onChange: (code: string | null) => void;
}) {
  const promotions = useModuleEnabled(useCurrentOrganization()?.id, 'promotions');
  if (!promotions) return null;
  const failure = error instanceof ApiRequestError && error.code.startsWith('coupon-') ? error.message : undefined;
  return (
    <Suspense fallback={null}>
      <SaleCoupon code={code} failure={failure} onChange={onChange} />
    </Suspense>
  );
}

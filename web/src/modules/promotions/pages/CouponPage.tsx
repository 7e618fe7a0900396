import { useTranslation } from 'react-i18next';
import { couponBodySchema, type Coupon } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { COUPONS } from '../resources';
import { CouponFields, couponToForm, type CouponForm } from '../components/CouponFields';
import { promotionsPaths } from '../paths';

/** /{organization}/promotions/coupon/{id}: a coupon ('new' creates one); managers edit, staff read. */
export default function CouponPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<CouponForm, Coupon>
      path={COUPONS}
      listTo={promotionsPaths.overview(org)}
      manage="promotions.manage"
      schema={couponBodySchema}
      toForm={couponToForm}
      newTitle={t('promotions.coupons.new')}
      titleOf={(coupon) => coupon.code}
    >
      {(props) => <CouponFields {...props} />}
    </ResourceEditor>
  );
}

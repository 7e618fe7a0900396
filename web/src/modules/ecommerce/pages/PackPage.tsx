import { useTranslation } from 'react-i18next';
import { centsToInput, DEFAULT_PRODUCT_VAT_RATE, shopPackBodySchema, type ShopPack } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { PACKS } from '../api';
import { PackFields, type PackForm } from '../components/PackFields';
import { ecommercePaths } from '../paths';

const emptyItem = () => ({ productId: '', variantId: null, quantity: 1 });

const toForm = (pack: ShopPack | undefined): PackForm =>
  pack
    ? {
        name: pack.name,
        description: pack.description,
        price: centsToInput(pack.priceCents),
        vatRate: pack.vatRate,
        sku: pack.sku,
        barcode: pack.barcode,
        photoIds: pack.photoIds,
        items: pack.items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
        active: pack.active,
      }
    : {
        name: '',
        description: '',
        price: '',
        vatRate: DEFAULT_PRODUCT_VAT_RATE,
        sku: '',
        barcode: '',
        photoIds: [],
        items: [emptyItem(), emptyItem()],
        active: true,
      };

/** /{organization}/ecommerce/packs/pack/{id}: create ('new') or edit a pack. */
export default function PackPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<PackForm, ShopPack>
      path={PACKS}
      listTo={ecommercePaths.packs(org)}
      manage="ecommerce.manage"
      schema={shopPackBodySchema}
      toForm={toForm}
      newTitle={t('ecommerce.packs.new')}
      titleOf={(pack) => pack.name}
    >
      {(props) => <PackFields {...props} />}
    </ResourceEditor>
  );
}

import { useTranslation } from 'react-i18next';
import { centsToInput, DEFAULT_SERVICE_VAT_RATE, packBodySchema, type Pack } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { PackFields, type PackForm } from '../components/CatalogueFields';
import { beautyPaths } from '../paths';

const toForm = (pack: Pack | undefined): PackForm =>
  pack
    ? {
        name: pack.name,
        description: pack.description,
        items: pack.items,
        price: centsToInput(pack.priceCents),
        vatRate: pack.vatRate,
        validityDays: pack.validityDays,
        active: pack.active,
      }
    : {
        name: '',
        description: '',
        items: [{ serviceId: '', sessions: 5 }],
        price: '',
        vatRate: DEFAULT_SERVICE_VAT_RATE,
        validityDays: 365,
        active: true,
      };

/** /{organization}/beauty/packs/pack/{id}: create ('new') or edit a pack of sessions. */
export default function PackPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<PackForm, Pack>
      path="beauty/packs"
      listTo={beautyPaths.packs(org)}
      manage="beauty.manage"
      schema={packBodySchema}
      toForm={toForm}
      newTitle={t('beauty.packs.new')}
      titleOf={(pack) => pack.name}
    >
      {(props) => <PackFields {...props} />}
    </ResourceEditor>
  );
}

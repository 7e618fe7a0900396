import { useTranslation } from 'react-i18next';
import { centsToInput, coursePackBodySchema, DEFAULT_COURSE_VAT_RATE, type CoursePack } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { PACKS } from '../api';
import { PackFields, type PackForm } from '../components/PackFields';
import { elearningPaths } from '../paths';

const toForm = (pack: CoursePack | undefined): PackForm =>
  pack
    ? {
        name: pack.name,
        description: pack.description,
        courseIds: pack.courseIds,
        price: centsToInput(pack.priceCents),
        vatRate: pack.vatRate,
        active: pack.active,
      }
    : { name: '', description: '', courseIds: [], price: '', vatRate: DEFAULT_COURSE_VAT_RATE, active: true };

/** /{organization}/elearning/packs/pack/{id}: create ('new') or edit a pack of courses sold at one price. */
export default function PackPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<PackForm, CoursePack>
      path={PACKS}
      listTo={elearningPaths.packs(org)}
      manage="elearning.manage"
      schema={coursePackBodySchema}
      toForm={toForm}
      newTitle={t('elearning.packs.new')}
      titleOf={(pack) => pack.name}
    >
      {(props) => <PackFields {...props} />}
    </ResourceEditor>
  );
}

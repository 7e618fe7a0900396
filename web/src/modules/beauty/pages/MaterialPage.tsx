import { useTranslation } from 'react-i18next';
import { materialBodySchema, type Material } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { MaterialFields, type MaterialForm } from '../components/CatalogueFields';
import { beautyPaths } from '../paths';

const toForm = (material: Material | undefined): MaterialForm =>
  material
    ? {
        name: material.name,
        unit: material.unit,
        stock: material.stock,
        costPerUnit: material.costPerUnitCents / 100,
        alertLevel: material.alertLevel,
      }
    : { name: '', unit: 'ml', stock: 0, costPerUnit: 0, alertLevel: 0 };

/** /{organization}/beauty/materials/material/{id}: create ('new') or edit a material. */
export default function MaterialPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<MaterialForm, Material>
      path="beauty/materials"
      listTo={beautyPaths.materials(org)}
      manage="beauty.manage"
      schema={materialBodySchema}
      toForm={toForm}
      newTitle={t('beauty.materials.new')}
      titleOf={(material) => material.name}
    >
      {(props) => <MaterialFields {...props} />}
    </ResourceEditor>
  );
}

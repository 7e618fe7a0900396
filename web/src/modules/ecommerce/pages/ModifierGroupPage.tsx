import { useTranslation } from 'react-i18next';
import { modifierGroupBodySchema, type ModifierGroup } from '@plataforma/domain';
import {
  ModifierGroupFields,
  modifierGroupToForm,
  type ModifierGroupForm,
} from '../../../platform/modifier-groups/ModifierGroupFields';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { MODIFIER_GROUPS } from '../api';
import { ecommercePaths } from '../paths';

/** /{organization}/ecommerce/catalog/modifier-group/{id}: extras that are not stock (gift wrap, engraving). */
export default function ModifierGroupPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<ModifierGroupForm, ModifierGroup>
      path={MODIFIER_GROUPS}
      listTo={ecommercePaths.catalog(org, { tab: 'modifierGroups' })}
      manage="ecommerce.manage"
      schema={modifierGroupBodySchema}
      toForm={modifierGroupToForm}
      newTitle={t('ecommerce.modifierGroups.new')}
      titleOf={(group) => group.name}
    >
      {(props) => <ModifierGroupFields {...props} />}
    </ResourceEditor>
  );
}

import { useTranslation } from 'react-i18next';
import { modifierGroupBodySchema, type ModifierGroup } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import {
  ModifierGroupFields,
  modifierGroupToForm,
  type ModifierGroupForm,
} from '../../../platform/modifier-groups/ModifierGroupFields';
import { restaurantPaths } from '../paths';

/** /{organization}/restaurant/menu/modifier-group/{id}: create ('new') or edit a modifier group. */
export default function ModifierGroupPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<ModifierGroupForm, ModifierGroup>
      path="restaurant/modifier-groups"
      listTo={restaurantPaths.menu(org, { tab: 'modifierGroups' })}
      manage="restaurant.manage"
      schema={modifierGroupBodySchema}
      toForm={modifierGroupToForm}
      newTitle={t('restaurant.modifierGroups.new')}
      titleOf={(group) => group.name}
    >
      {(props) => <ModifierGroupFields {...props} />}
    </ResourceEditor>
  );
}

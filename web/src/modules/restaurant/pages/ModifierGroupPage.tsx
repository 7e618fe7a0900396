import { useTranslation } from 'react-i18next';
import { centsToInput, modifierGroupBodySchema, type ModifierGroup } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { ModifierGroupFields, type ModifierGroupForm } from '../components/ModifierGroupFields';
import { restaurantPaths } from '../paths';

const toForm = (group: ModifierGroup | undefined): ModifierGroupForm =>
  group
    ? {
        name: group.name,
        required: group.required,
        min: group.min,
        max: group.max,
        options: group.options.map((option) => ({
          id: option.id,
          name: option.name,
          priceDelta: centsToInput(option.priceDeltaCents),
          available: option.available,
        })),
      }
    : { name: '', required: false, min: 0, max: 1, options: [{ name: '', priceDelta: '0', available: true }] };

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
      toForm={toForm}
      newTitle={t('restaurant.modifierGroups.new')}
      titleOf={(group) => group.name}
    >
      {(props) => <ModifierGroupFields {...props} />}
    </ResourceEditor>
  );
}

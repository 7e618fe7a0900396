import { useTranslation } from 'react-i18next';
import { centsToInput, comboBodySchema, DEFAULT_DISH_VAT_RATE, type Combo } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { ComboFields, type ComboForm } from '../components/ComboFields';
import { restaurantPaths } from '../paths';

const toForm = (combo: Combo | undefined): ComboForm =>
  combo
    ? {
        name: combo.name,
        description: combo.description,
        price: centsToInput(combo.priceCents),
        vatRate: combo.vatRate,
        active: combo.active,
        slots: combo.slots.map((slot) => ({
          name: slot.name,
          min: slot.min,
          max: slot.max,
          options: slot.options.map((option) => ({
            dishId: option.dishId,
            surcharge: centsToInput(option.surchargeCents),
          })),
        })),
      }
    : {
        name: '',
        description: '',
        price: '',
        vatRate: DEFAULT_DISH_VAT_RATE,
        active: true,
        slots: [{ name: '', min: 1, max: 1, options: [{ dishId: '', surcharge: '0' }] }],
      };

/** /{organization}/restaurant/combos/combo/{id}: create ('new') or edit a combo. */
export default function ComboPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<ComboForm, Combo>
      path="restaurant/combos"
      listTo={restaurantPaths.combos(org)}
      manage="restaurant.manage"
      schema={comboBodySchema}
      toForm={toForm}
      newTitle={t('restaurant.combos.new')}
      titleOf={(combo) => combo.name}
    >
      {(props) => <ComboFields {...props} />}
    </ResourceEditor>
  );
}

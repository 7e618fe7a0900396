import { useTranslation } from 'react-i18next';
import { centsToInput, DEFAULT_DISH_VAT_RATE, dishBodySchema, type Dish } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { DishFields, type DishForm } from '../components/DishFields';
import { restaurantPaths } from '../paths';

const toForm = (dish: Dish | undefined): DishForm =>
  dish
    ? {
        name: dish.name,
        description: dish.description,
        price: centsToInput(dish.priceCents),
        vatRate: dish.vatRate,
        categoryId: dish.categoryId,
        allergens: dish.allergens,
        available: dish.available,
        stock: dish.stock,
        station: dish.station,
        modifierGroupIds: dish.modifierGroupIds,
        photoId: dish.photoId ?? null,
      }
    : {
        name: '',
        description: '',
        price: '',
        vatRate: DEFAULT_DISH_VAT_RATE,
        categoryId: '',
        allergens: [],
        available: true,
        stock: null,
        station: '',
        modifierGroupIds: [],
        photoId: null,
      };

/** /{organization}/restaurant/menu/dish/{id}: create ('new') or edit a dish. */
export default function DishPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<DishForm, Dish>
      path="restaurant/dishes"
      listTo={restaurantPaths.menu(org)}
      manage="restaurant.manage"
      schema={dishBodySchema}
      toForm={toForm}
      newTitle={t('restaurant.dishes.new')}
      titleOf={(dish) => dish.name}
    >
      {(props) => <DishFields {...props} />}
    </ResourceEditor>
  );
}

import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categoryBodySchema, type Category } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { CategoryFields, type CategoryForm } from '../components/CategoryFields';
import { restaurantPaths, THEN_NEW_DISH } from '../paths';

const toForm = (category: Category | undefined): CategoryForm => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  active: category?.active ?? true,
});

/**
 * /{organization}/restaurant/menu/category/{id}: create ('new') or edit a menu category. Opened from the new dish
 * form (`?then=new-dish`), it goes back there.
 */
export default function CategoryPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const [search] = useSearchParams();
  const backToDish = search.get('then') === THEN_NEW_DISH;
  return (
    <ResourceEditor<CategoryForm, Category>
      path="restaurant/categories"
      listTo={backToDish ? restaurantPaths.dish(org, NEW_ID) : restaurantPaths.menu(org, { tab: 'categories' })}
      manage="restaurant.manage"
      schema={categoryBodySchema}
      toForm={toForm}
      newTitle={t('restaurant.categories.new')}
      titleOf={(category) => category.name}
    >
      {(props) => <CategoryFields {...props} />}
    </ResourceEditor>
  );
}

import { useTranslation } from 'react-i18next';
import { categoryBodySchema, type Category } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CategoryFields, type CategoryForm } from '../components/CategoryFields';
import { restaurantPaths } from '../paths';

const toForm = (category: Category | undefined): CategoryForm => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  active: category?.active ?? true,
});

/** /{organization}/restaurant/menu/category/{id}: create ('new') or edit a menu category. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<CategoryForm, Category>
      path="restaurant/categories"
      listTo={restaurantPaths.menu(org, { tab: 'categories' })}
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

import { useTranslation } from 'react-i18next';
import { categoryBodySchema, type Category } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationPath } from '../../../platform/resources/paths';
import { CategoryFields, type CategoryForm } from '../components/CategoryFields';

const toForm = (category: Category | undefined): CategoryForm => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  active: category?.active ?? true,
});

/** /{organization}/restaurant/menu/category/{id}: create ('new') or edit a menu category. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const to = useOrganizationPath();
  return (
    <ResourceEditor<CategoryForm, Category>
      path="restaurant/categories"
      listTo={to('restaurant/menu?tab=categories')}
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

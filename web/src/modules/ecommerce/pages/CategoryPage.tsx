import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { shopCategoryBodySchema, type ShopCategory } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CATEGORIES } from '../api';
import { CategoryFields, type CategoryForm } from '../components/CategoryFields';
import { ecommercePaths } from '../paths';

// The parent picker says 'none' with '' (a select's empty value); the API's null.
const schema = z.pipe(
  z.transform((form: CategoryForm): unknown => ({ ...form, parentId: form.parentId || null })),
  shopCategoryBodySchema,
) as unknown as z.ZodMiniType<CategoryForm>;

const toForm = (category: ShopCategory | undefined): CategoryForm =>
  category
    ? {
        name: category.name,
        description: category.description,
        parentId: category.parentId ?? '',
        active: category.active,
      }
    : { name: '', description: '', parentId: '', active: true };

/** /{organization}/ecommerce/catalog/category/{id}: create ('new') or edit a category of the tree. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<CategoryForm, ShopCategory>
      path={CATEGORIES}
      listTo={ecommercePaths.catalog(org, { tab: 'categories' })}
      manage="ecommerce.manage"
      schema={schema}
      toForm={toForm}
      newTitle={t('ecommerce.categories.new')}
      titleOf={(category) => category.name}
    >
      {(props) => <CategoryFields {...props} />}
    </ResourceEditor>
  );
}

import { useTranslation } from 'react-i18next';
import { courseCategoryBodySchema, type CourseCategory } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CATEGORIES } from '../api';
import { CategoryFields, type CategoryForm } from '../components/CategoryFields';
import { CATEGORIES_TAB, elearningPaths } from '../paths';

const toForm = (category: CourseCategory | undefined): CategoryForm =>
  category
    ? { name: category.name, description: category.description, active: category.active }
    : { name: '', description: '', active: true };

/** /{organization}/elearning/courses/category/{id}: create ('new') or edit a category of courses. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<CategoryForm, CourseCategory>
      path={CATEGORIES}
      listTo={elearningPaths.courses(org, { tab: CATEGORIES_TAB })}
      manage="elearning.manage"
      schema={courseCategoryBodySchema}
      toForm={toForm}
      newTitle={t('elearning.categories.new')}
      titleOf={(category) => category.name}
    >
      {(props) => <CategoryFields {...props} />}
    </ResourceEditor>
  );
}

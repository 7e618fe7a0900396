import { useTranslation } from 'react-i18next';
import { serviceCategoryBodySchema, type ServiceCategory } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { ServiceCategoryFields, type ServiceCategoryForm } from '../components/CatalogueFields';
import { beautyPaths, CATEGORIES_TAB } from '../paths';

const toForm = (category: ServiceCategory | undefined): ServiceCategoryForm =>
  category
    ? { name: category.name, description: category.description, active: category.active }
    : { name: '', description: '', active: true };

/** /{organization}/beauty/services/category/{id}: create ('new') or edit a category of services. */
export default function ServiceCategoryPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<ServiceCategoryForm, ServiceCategory>
      path="beauty/service-categories"
      listTo={beautyPaths.services(org, { tab: CATEGORIES_TAB })}
      manage="beauty.manage"
      schema={serviceCategoryBodySchema}
      toForm={toForm}
      newTitle={t('beauty.categories.new')}
      titleOf={(category) => category.name}
    >
      {(props) => <ServiceCategoryFields {...props} />}
    </ResourceEditor>
  );
}

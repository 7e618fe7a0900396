import { useTranslation } from 'react-i18next';
import { centsToInput, DEFAULT_SERVICE_VAT_RATE, serviceBodySchema, type Service } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { ServiceFields, type ServiceForm } from '../components/ServiceFields';
import { beautyPaths } from '../paths';

const toForm = (service: Service | undefined): ServiceForm =>
  service
    ? {
        name: service.name,
        description: service.description,
        categoryId: service.categoryId,
        durationMinutes: service.durationMinutes,
        processing: service.processing,
        price: centsToInput(service.priceCents),
        vatRate: service.vatRate,
        employeeIds: service.employeeIds,
        roomId: service.roomId,
        materials: service.materials,
        bookableOnline: service.bookableOnline,
        color: service.color,
        active: service.active,
      }
    : {
        name: '',
        description: '',
        categoryId: '',
        durationMinutes: 30,
        processing: null,
        price: '',
        vatRate: DEFAULT_SERVICE_VAT_RATE,
        employeeIds: [],
        roomId: null,
        materials: [],
        bookableOnline: true,
        color: '#9c27b0',
        active: true,
      };

/** /{organization}/beauty/services/service/{id}: create ('new') or edit a service, with its margin. */
export default function ServicePage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<ServiceForm, Service>
      path="beauty/services"
      listTo={beautyPaths.services(org)}
      manage="beauty.manage"
      schema={serviceBodySchema}
      toForm={toForm}
      newTitle={t('beauty.services.new')}
      titleOf={(service) => service.name}
    >
      {(props) => <ServiceFields {...props} />}
    </ResourceEditor>
  );
}

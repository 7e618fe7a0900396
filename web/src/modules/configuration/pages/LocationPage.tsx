import { useTranslation } from 'react-i18next';
import {
  DEFAULT_IDLE_LOCK_MINUTES,
  DEFAULT_TIMEZONE,
  emptyWeeklySchedule,
  locationBodySchema,
  type Location,
} from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { LocationFields, type LocationForm } from '../components/LocationFields';
import { configurationPaths } from '../paths';

const toForm = (location: Location | undefined): LocationForm =>
  location
    ? {
        name: location.name,
        address: location.address,
        phone: location.phone,
        email: location.email,
        timezone: location.timezone as LocationForm['timezone'],
        openingHours: location.openingHours,
        ticketSeries: location.ticketSeries,
        tables: location.tables,
        idleLockMinutes: location.idleLockMinutes ?? DEFAULT_IDLE_LOCK_MINUTES,
      }
    : {
        name: '',
        address: '',
        phone: '',
        email: '',
        timezone: DEFAULT_TIMEZONE,
        openingHours: emptyWeeklySchedule(),
        ticketSeries: '',
        tables: [],
        idleLockMinutes: DEFAULT_IDLE_LOCK_MINUTES,
      };

/** /{organization}/configuration/locations/location/{id}: create ('new') or edit a location. */
export default function LocationPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<LocationForm, Location>
      path="configuration/locations"
      listTo={configurationPaths.locations(org)}
      manage="configuration.manage"
      schema={locationBodySchema}
      toForm={toForm}
      newTitle={t('configuration.locations.new')}
      titleOf={(location) => location.name}
    >
      {(props) => <LocationFields {...props} />}
    </ResourceEditor>
  );
}

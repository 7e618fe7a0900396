import { useTranslation } from 'react-i18next';
import { roomBodySchema, type Room } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { RoomFields, type RoomForm } from '../components/CatalogueFields';
import { beautyPaths, ROOMS_TAB } from '../paths';

const toForm = (room: Room | undefined): RoomForm =>
  room
    ? { name: room.name, locationId: room.locationId, capacity: room.capacity, active: room.active }
    : { name: '', locationId: '', capacity: 1, active: true };

/** /{organization}/beauty/materials/room/{id}: create ('new') or edit a room or cabin. */
export default function RoomPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<RoomForm, Room>
      path="beauty/rooms"
      listTo={beautyPaths.materials(org, { tab: ROOMS_TAB })}
      manage="beauty.manage"
      schema={roomBodySchema}
      toForm={toForm}
      newTitle={t('beauty.rooms.new')}
      titleOf={(room) => room.name}
    >
      {(props) => <RoomFields {...props} />}
    </ResourceEditor>
  );
}

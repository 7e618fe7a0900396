import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** The salon's collections under organizations/{orgId}/. */
export const BEAUTY_TENANT_COLLECTIONS = {
  serviceCategories: { name: 'beautyServiceCategories', client: 'api' },
  services: { name: 'beautyServices', client: 'api' },
  rooms: { name: 'beautyRooms', client: 'api' },
  materials: { name: 'beautyMaterials', client: 'api' },
  packs: { name: 'beautyPacks', client: 'api' },
  /**
   * The appointment book: one document per appointment. The day board listens to a day's (`where date ==`) live;
   * every member who may read the book may (no `where`: a day is not a value list the rules could hold).
   */
  appointments: { name: 'beautyAppointments', client: { live: 'beauty.read' } },
  /**
   * One per employee or room and day ('employee_{id}_{date}', 'room_{id}_{date}'): the spans its active appointments
   * hold. Every booking, move and cancellation rewrites the ones it touches in its transaction (the overlap lock).
   */
  dayBooks: { name: 'beautyDayBooks', client: 'api' },
  /** Idempotency-Key records of bookings and moves: the answer the first attempt gave, so a retry gets the same. */
  idempotency: { name: 'beautyIdempotencyKeys', client: 'api', expiresAt: 'expiresAt' },
} as const satisfies ModuleCollections;

export const BEAUTY_COLLECTIONS = collectionNames(BEAUTY_TENANT_COLLECTIONS);

import type { RestaurantPosCatalog } from '@plataforma/domain';
import { useTillCatalog } from '../shell/useTillCatalog';

export { minutesSince, useNow } from '../../../ui/useNow';

/** The restaurant till's location (remembered per device) and its catalogue: see useTillCatalog. */
export const usePosLocation = (fixed?: string) => useTillCatalog<RestaurantPosCatalog>('restaurant', fixed);

import { DEFAULT_TIMEZONE } from '@plataforma/domain';

const dateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: DEFAULT_TIMEZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '26/11/26, 10:30' in the shop's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A signed number of units: '+3', '-2', '0'. */
export const signed = (units: number) => (units > 0 ? `+${units}` : String(units));

import { formatCents } from '@plataforma/domain';

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** A calendar day (YYYY-MM-DD: an expiry, a coupon's dates) as written in Spain, whatever the time zone. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** Cents as euros with a sign for movements: '+50,00 €', '-12,00 €'. */
export const formatSignedCents = (cents: number) => `${cents > 0 ? '+' : ''}${formatCents(cents)}`;
export { formatCents };

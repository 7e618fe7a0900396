/** Dates as the CRM's screens show them, in the device's time zone: 22/11/2026, 22/11/2026 13:05. */
const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short' });
const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A calendar day (YYYY-MM-DD, a birthday or a review's date) as written in Spain, whatever the time zone. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');

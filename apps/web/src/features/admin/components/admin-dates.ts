const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as the console shows it: the admin's own date and time. */
export const formatWhen = (iso: string) => FORMAT.format(new Date(iso));

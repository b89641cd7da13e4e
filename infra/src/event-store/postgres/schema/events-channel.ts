/** The LISTEN/NOTIFY channel every append notifies on commit, so live subscribers need not wait for their poll. */
export const eventsChannel = 'es_events';

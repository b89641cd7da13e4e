/**
 * The LISTEN/NOTIFY channel that wakes live subscribers of other processes. Appends do not notify inside their
 * transaction (that would serialize every commit): the appending process sends one NOTIFY per burst after its
 * appends commit (append-notifier.ts).
 */
export const eventsChannel = 'es_events';

/** Where the bus and the relay report what they cannot throw to a caller (a failing handler, a lost connection). */
export interface BusLogger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleBusLogger: BusLogger = {
  warn: (m) => console.warn(`[bus] ${m}`),
  error: (m, e) => console.error(`[bus] ${m}`, e instanceof Error ? e.message : (e ?? '')),
};

/** Delay before retrying a failed handler: 100 ms doubling to 5 s, so a poison event does not spin a core. */
export const retryDelayMs = (failures: number): number => Math.min(5000, 100 * 2 ** Math.max(0, failures - 1));

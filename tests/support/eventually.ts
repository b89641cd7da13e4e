/**
 * Retries an assertion until it holds or the time is up: for what follows a command asynchronously (the console
 * refreshing live, a task the task recorder makes from a committed event).
 */
export const eventually = async (check: () => Promise<void>, timeoutMs = 10_000): Promise<void> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
};

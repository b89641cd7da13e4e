/**
 * The code an error carries when PostgreSQL answered a statement with one (node-postgres puts the SQLSTATE on the
 * error as `code`); undefined for an error without a string code. Callers still tell a SQLSTATE from a socket's
 * code (`EPIPE`) where it matters to them.
 */
export const sqlStateOf = (error: unknown): string | undefined => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** Spec 1 §7.2 and §9: records fetched by their ids go at most 20 ids a call. */
export const FETCH_BY_IDS_CHUNK = 20;

/** The ids in consecutive chunks of at most `size`, in their order. */
export const chunksOf = <T>(items: readonly T[], size: number = FETCH_BY_IDS_CHUNK): T[][] => {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`chunk size ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};

/**
 * The rows of several by-ids calls as one answer: in the order the ids were asked, each record once (ids compared
 * as text: a URL gives '7' where a row has 7). A row whose id was not asked for keeps its place after them, so a
 * server that answers more than asked loses nothing.
 */
export const mergeInIdOrder = <R extends { readonly id?: unknown }>(
  ids: readonly (string | number)[],
  answers: readonly (readonly R[])[],
): R[] => {
  const byId = new Map<string, R>();
  const unasked: R[] = [];
  const asked = new Set(ids.map(String));
  for (const rows of answers)
    for (const row of rows) {
      const key = String(row.id);
      if (!asked.has(key)) unasked.push(row);
      else if (!byId.has(key)) byId.set(key, row);
    }
  const ordered = [...asked].flatMap((key) => {
    const row = byId.get(key);
    return row === undefined ? [] : [row];
  });
  return [...ordered, ...unasked];
};

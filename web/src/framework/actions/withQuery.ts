/** The path with those of the parameters that have a value: a GET action's dialog values (types.ts `query`). */
export const withQuery = (path: string, params: Readonly<Record<string, string | null | undefined>>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
};

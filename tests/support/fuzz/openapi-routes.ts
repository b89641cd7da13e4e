/** One path × method of the OpenAPI description the app serves at /api/docs/openapi.json. */
export interface RouteForm {
  readonly method: string;
  /** As the description spells it: `/api/users/{id}`. */
  readonly path: string;
  /** `METHOD /path`, the key of the findings and of ROUTE_BODIES. */
  readonly key: string;
  readonly pathParams: readonly string[];
  readonly hasBody: boolean;
}

interface OpenApiDocument {
  readonly paths: Readonly<
    Record<string, Readonly<Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>>
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Fetches the description from a running app and lists its route forms. */
export const routeForms = async (baseUrl: string): Promise<RouteForm[]> => {
  const res = await fetch(`${baseUrl}/api/docs/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/docs/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  const out: RouteForm[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      if (!METHODS.has(m)) continue;
      const method = m.toUpperCase();
      const fromPath = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const pathParams = [...new Set([...fromPath, ...declared])];
      out.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams,
        hasBody: method === 'POST' || method === 'PATCH' || method === 'PUT',
      });
    }
  }
  return out;
};

/** The resource a route form is about: `/api/v1/orders/{id}/quote-link` → orders, `/pdf/quote` → pdf. */
export const resourceOf = (path: string): string => {
  const parts = path.split('/').filter((p) => p && p !== 'api' && p !== 'v1');
  return parts[0] ?? '';
};

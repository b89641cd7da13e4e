import fc from 'fast-check';
import { badValues, clearlyInvalid } from './bad-values.js';
import type { Field } from './codec-shape.js';
import type { RouteForm } from './openapi-routes.js';
import { resourceOf } from './openapi-routes.js';
import { actionBody, ROUTE_BODIES, type BodySpec } from './route-bodies.js';

/** What one generated request sends and what the suite expects of it. */
export interface FuzzCase {
  readonly route: string;
  /** What was changed, for the findings: `body.countryId = 1.5`, `path id = 99999999999999999999`. */
  readonly label: string;
  readonly path: string;
  readonly body?: { readonly json: unknown } | { readonly raw: string };
  /**
   * Why this request must be refused (4xx), or undefined when either answer is right (then only: no 5xx, and an
   * accepted request's events must be applicable).
   */
  readonly mustRefuse: string | undefined;
  /** A text the answer must not echo (the invalid JSON's body, issue 11 item 7). */
  readonly mustNotEcho?: string;
}

export interface CaseContext {
  /** An existing record per resource (the base of every path), by the first path segment after /api[/v1]. */
  readonly baseIds: Readonly<Record<string, number>>;
  /** The action names of the `{action}` routes, by resource. */
  readonly actions: Readonly<Record<string, readonly string[]>>;
  readonly historyModels: readonly string[];
}

/** Path ids no record can have; each must be a 4xx (issue 11 item 6: `99999999999999999999` answered 500). */
export const BAD_PATH_IDS = [
  '99999999999999999999',
  '2147483648',
  '1.5',
  '-1',
  '0',
  'abc',
  '1e3',
  '%00',
  '%F0%9F%98%80',
] as const;

/** Bad generic-list queries: `[query, why it must be refused or undefined]` (issue 11 item 6). */
export const BAD_QUERIES: readonly (readonly [string, string | undefined])[] = [
  ['$skip=1e20', 'skip beyond any offset'],
  ['id[$gt]=1e308', 'id filter beyond 32 bits'],
  ['id=1.5', 'fraction in an id filter'],
  ['id=99999999999999999999', 'id filter beyond 32 bits'],
  ['id[$in]=abc', 'text in an id filter'],
  ['createdAt[$gte]=1', undefined],
  ['createdAt[$lte]=99999-99-99', 'not a date'],
  ['$limit=1e20', undefined],
  ['$limit=-1', undefined],
  ['$sort[id]=5', undefined],
  ['$sort[nope]=1', undefined],
  ['q=%00', undefined],
  ['q=%ED%A0%80', undefined],
  ['nope=1', undefined],
  ['id[$nope]=1', undefined],
  ['$skip=-5', undefined],
  ['updatedAt[$gt]=%00', undefined],
];

const isGenericList = (r: RouteForm) => r.method === 'GET' && /^\/api\/[\w-]+$/.test(r.path);

const bodyOf = (r: RouteForm, action: string | undefined): BodySpec | undefined =>
  ROUTE_BODIES[r.key] ?? (action !== undefined ? actionBody(action) : undefined);

/** The fields of a body, with the required ones first in the draw (they matter most). */
const fieldsArb = (spec: BodySpec): fc.Arbitrary<Field> | undefined =>
  spec.fields.length ? fc.constantFrom(...spec.fields) : undefined;

/** Where the codec (when the route has one in the contracts) refuses the body: its first error's path. */
const codecRefuses = (spec: BodySpec, body: unknown): string | undefined => {
  if (!spec.codec) return undefined;
  const r = spec.codec.decode(body);
  return r._tag === 'Left' ? 'the contracts codec refuses it' : undefined;
};

/** Generated requests of one route form. */
export const caseArbitrary = (r: RouteForm, ctx: CaseContext): fc.Arbitrary<FuzzCase> => {
  const resource = resourceOf(r.path);
  const actionNames = ctx.actions[resource] ?? [];
  const actionArb: fc.Arbitrary<string | undefined> = r.pathParams.includes('action')
    ? fc.constantFrom(...(actionNames.length ? actionNames : ['fuzz']), 'nope')
    : fc.constant(undefined);
  const modelArb: fc.Arbitrary<string> = fc.constantFrom(...ctx.historyModels, 'nope');
  const baseId = String(ctx.baseIds[resource] ?? 1);
  const fill = (id: string, action: string | undefined, model: string) =>
    r.path
      .replace('{id}', id)
      .replace('{action}', action ?? 'nope')
      .replace('{model}', model);

  const variants: fc.Arbitrary<FuzzCase>[] = [];
  if (r.pathParams.includes('id')) {
    variants.push(
      fc.tuple(fc.constantFrom(...BAD_PATH_IDS), actionArb, modelArb).map(([id, action, model]) => {
        const spec = bodyOf(r, action);
        return {
          route: r.key,
          label: `path id = ${id}`,
          path: fill(id, action, model),
          ...(r.hasBody ? { body: { json: spec?.sample ?? {} } } : {}),
          mustRefuse: 'no record has this id',
        };
      }),
    );
  }
  if (isGenericList(r)) {
    variants.push(
      fc
        .constantFrom(...BAD_QUERIES)
        .map(([q, why]) => ({ route: r.key, label: `query ${q}`, path: `${r.path}?${q}`, mustRefuse: why })),
    );
  } else if (r.method === 'GET') {
    variants.push(
      fc
        .tuple(
          fc.constantFrom(
            'from=2026-13-45&to=x',
            'id=99999999999999999999',
            'id=1.5',
            'countryId=1e308',
            'at=%00',
            'revision=%00',
            'storageId=-1',
            'limit=1e20',
            'token=%00',
          ),
          actionArb,
          modelArb,
        )
        .map(([q, action, model]) => ({
          route: r.key,
          label: `query ${q}`,
          path: `${fill(baseId, action, model)}?${q}`,
          mustRefuse: undefined,
        })),
    );
  }
  if (r.hasBody) {
    variants.push(
      fc.tuple(actionArb, modelArb).chain(([action, model]) => {
        const spec = bodyOf(r, action);
        const path = fill(baseId, action, model);
        const sample = spec?.sample ?? {};
        const out: fc.Arbitrary<FuzzCase>[] = [
          fc
            .constantFrom<[string, unknown]>(
              ['body []', []],
              ['body "x"', 'x'],
              ['body 42', 42],
              ['body {"__proto__":{"admin":true}}', JSON.parse('{"__proto__":{"admin":true}}')],
            )
            .map(([label, json]) => ({
              route: r.key,
              label,
              path,
              body: { json },
              // A route that reads no body (an action without one) may ignore it; one with fields must refuse a non-object.
              mustRefuse: !spec
                ? undefined
                : spec.codec
                  ? codecRefuses(spec, json)
                  : Array.isArray(json) || typeof json !== 'object'
                    ? 'not an object'
                    : undefined,
            })),
          fc.string({ maxLength: 6, unit: 'grapheme-ascii' }).map((s) => {
            const marker = `FUZZ${s.replace(/["\\]/g, '')}MARK`;
            return {
              route: r.key,
              label: 'invalid JSON',
              path,
              body: { raw: `{"fuzz": "${marker}", ` },
              mustRefuse: 'invalid JSON',
              mustNotEcho: marker,
            };
          }),
        ];
        if (spec) {
          out.push(
            fc.constant({
              route: r.key,
              label: 'only the required fields',
              path,
              body: { json: sample },
              mustRefuse: codecRefuses(spec, sample),
            }),
          );
          const required = spec.fields.filter((f) => f.required);
          if (required.length) {
            out.push(
              fc.constantFrom(...required).map((f) => {
                const { [f.name]: _, ...rest } = sample;
                return {
                  route: r.key,
                  label: `body without required ${f.name}`,
                  path,
                  body: { json: rest },
                  mustRefuse: codecRefuses(spec, rest),
                };
              }),
            );
          }
          const fields = fieldsArb(spec);
          if (fields) {
            const mutated = fields.chain((f) =>
              badValues(f).map((bad) => {
                const body = { ...sample, [f.name]: bad.value };
                return {
                  route: r.key,
                  label: `body.${f.name} = ${bad.label}`,
                  path,
                  body: { json: body },
                  mustRefuse: clearlyInvalid(f, bad.value) ?? codecRefuses(spec, body),
                };
              }),
            );
            // Field mutations are where the findings are: most of the draws.
            return fc.oneof({ arbitrary: mutated, weight: 6 }, ...out.map((arbitrary) => ({ arbitrary, weight: 1 })));
          }
        }
        return fc.oneof(...out);
      }),
    );
  }
  if (!variants.length) {
    variants.push(fc.constant({ route: r.key, label: 'plain call', path: r.path, mustRefuse: undefined }));
  }
  return fc.oneof(
    ...variants.map((arbitrary) => ({
      arbitrary,
      weight: arbitrary === variants[variants.length - 1] && r.hasBody ? 3 : 1,
    })),
  );
};

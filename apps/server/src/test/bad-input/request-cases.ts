import fc from 'fast-check';
import {
  badText,
  badValue,
  EDGE_TEXTS,
  OVERSIZE_JSON,
  percentEncode,
  RAW_BODIES,
  sampleOf,
} from './bad-values.ts';
import { COMMON_QUERY_KEYS, realSegments, type SeededIds, validBody, validQuery } from './route-inputs.ts';
import { fillPath, type RouteTarget } from './route-targets.ts';

/** One request of the corpus. */
export interface BadRequest {
  method: string;
  url: string;
  contentType?: string | null;
  body?: string;
  /** What was bad about it, for the failure report. */
  note: string;
}

/** How many generated values each slot, query and body gets (the fixed edge values come on top). */
export interface CorpusSize {
  pathRuns: number;
  queryRuns: number;
  bodyRuns: number;
  seed: number;
}

/** Raw path segments some routers and decoders trip on, sent as they are. */
const RAW_SEGMENTS = ['%00', '%', '%ZZ', '%C0%80', '%ED%A0%80', '%2e%2e', '..%2F..%2F', '%252e', ';', '..'];

/** Edge texts short enough for a query string. */
const QUERY_EDGE_TEXTS = EDGE_TEXTS.filter((text) => text.length < 30_000);

/** Fragments spliced into each valid text, so it keeps its length and only gains the bad part. */
const SPLICES = ['\u0000', '\uD800'];

/** Values each field gets in turn (by its position), besides the splices and the generated ones. */
const WRONG_TYPES: readonly unknown[] = [1, null, {}, [], true, ['\u0000'], 'x'.repeat(100_000)];

/** Years outside 1–9999 for fields whose valid value is a date. */
const FAR_DATES = ['0000-01-01', '10000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z'];
const looksLikeDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

function splice(value: unknown, fragment: string): unknown {
  if (typeof value === 'string') {
    const mid = Math.floor(value.length / 2);
    return `${value.slice(0, mid)}${fragment}${value.slice(mid)}`;
  }
  if (Array.isArray(value) && typeof value[0] === 'string')
    return [splice(value[0], fragment), ...value.slice(1)];
  return fragment;
}

const describeValue = (v: unknown) => {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
};

function queryString(params: [string, string][]): string {
  if (params.length === 0) return '';
  return `?${params.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
}

/** Path cases: each slot in turn gets real ids, raw segments, edge texts and generated texts. */
function pathCases(t: RouteTarget, ids: SeededIds, size: CorpusSize): BadRequest[] {
  const real = t.slots.map((slot) => realSegments(t.path, slot, ids).map(encodeURIComponent));
  const firstReal = real.map((values) => values[0] ?? 'x');
  const cases: BadRequest[] = [];
  t.slots.forEach((slot, i) => {
    const generated = sampleOf(
      badText.filter((s) => s.length < 4000),
      size.pathRuns,
      size.seed + i,
    );
    const segments = [
      ...(real[i] ?? []),
      ...RAW_SEGMENTS,
      ...EDGE_TEXTS.filter((s) => s.length < 4000).map(percentEncode),
      ...generated.map(percentEncode),
      percentEncode('x'.repeat(15_000)),
    ];
    for (const segment of segments) {
      const filled = firstReal.map((v, j) => (j === i ? segment : v));
      cases.push({
        method: t.method,
        url: fillPath(t, filled),
        note: `path ${slot}=${describeValue(segment)}`,
      });
    }
  });
  return cases;
}

/** Query cases: one parameter at a time gets a bad value, the others keep valid ones. */
function queryCases(t: RouteTarget, path: string, size: CorpusSize): BadRequest[] {
  const valid = validQuery(t.method, t.path);
  const keys = [...new Set([...Object.keys(valid), ...COMMON_QUERY_KEYS])];
  const cases: BadRequest[] = [];
  const withBad = (key: string, bad: [string, string][], note: string) => {
    const rest = Object.entries(valid).filter(([k]) => k !== key);
    cases.push({ method: t.method, url: `${path}${queryString([...rest, ...bad])}`, note });
  };
  const validKeys = Object.keys(valid);
  validKeys.forEach((key, k) => {
    // Every key gets NUL, an unpaired half and far dates; the other edge texts are shared out.
    const shared = QUERY_EDGE_TEXTS.filter((_, i) => i % validKeys.length === k);
    const values = ['a\u0000b', '\uD800', ...shared, ...(looksLikeDate(valid[key]) ? FAR_DATES : [])];
    for (const value of values) {
      withBad(key, [[key, value]], `query ${key}=${describeValue(value)}`);
    }
    withBad(
      key,
      [
        [key, 'a'],
        [key, 'b'],
        [`${key}[]`, 'c'],
      ],
      `query ${key} repeated`,
    );
  });
  const generated = sampleOf(
    fc.tuple(
      fc.constantFrom(...keys),
      badText.filter((text) => text.length < 30_000),
    ),
    size.queryRuns,
    size.seed,
  );
  for (const [key, value] of generated) withBad(key, [[key, value]], `query ${key}=${describeValue(value)}`);
  cases.push({
    method: t.method,
    url: `${path}?${'%00'.repeat(3)}=%00&%ZZ&&=&q=%E0%A4%A`,
    note: 'raw query',
  });
  return cases;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Body cases: one field at a time is swept or spliced, whole bodies of any shape, raw texts. */
function bodyCases(t: RouteTarget, path: string, ids: SeededIds, size: CorpusSize): BadRequest[] {
  if (!HAS_BODY.has(t.method)) return [];
  const valid = validBody(t.method, t.path, ids) ?? {};
  const json = (body: unknown, note: string): BadRequest => ({
    method: t.method,
    url: path,
    contentType: 'application/json',
    body: JSON.stringify(body),
    note,
  });
  const cases: BadRequest[] = [json(valid, 'valid body')];
  Object.keys(valid).forEach((field, i) => {
    const values = [
      ...SPLICES.map((fragment) => splice(valid[field], fragment)),
      WRONG_TYPES[i % WRONG_TYPES.length],
      ...(looksLikeDate(valid[field]) ? FAR_DATES : []),
    ];
    for (const value of values)
      cases.push(json({ ...valid, [field]: value }, `body ${field}=${describeValue(value)}`));
  });
  const fields = [...Object.keys(valid), 'name', 'email', '__proto__', 'id'];
  for (const [field, value] of sampleOf(
    fc.tuple(fc.constantFrom(...fields), badValue),
    size.bodyRuns,
    size.seed,
  )) {
    cases.push(json({ ...valid, [field]: value }, `body ${field}=${describeValue(value)}`));
  }
  for (const body of sampleOf(badValue, Math.ceil(size.bodyRuns / 3), size.seed + 1)) {
    cases.push(json(body, `whole body ${describeValue(body)}`));
  }
  for (const raw of RAW_BODIES) {
    cases.push({
      method: t.method,
      url: path,
      ...raw,
      note: `raw ${raw.contentType} ${describeValue(raw.body)}`,
    });
  }
  cases.push({
    method: t.method,
    url: path,
    contentType: 'application/json',
    body: OVERSIZE_JSON,
    note: 'oversize JSON',
  });
  return cases;
}

/** Every bad request of the corpus for one route. */
export function badRequestsFor(t: RouteTarget, ids: SeededIds, size: CorpusSize): BadRequest[] {
  const path = fillPath(
    t,
    t.slots.map((slot) => encodeURIComponent(realSegments(t.path, slot, ids)[0] ?? 'x')),
  );
  return [...pathCases(t, ids, size), ...queryCases(t, path, size), ...bodyCases(t, path, ids, size)];
}

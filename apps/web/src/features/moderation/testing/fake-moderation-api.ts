import type {
  CreateReportInput,
  ModerationActionInput,
  ModerationLogEntry,
  ReportQueueItem,
  ReportState,
} from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeModerationApi {
  /** Reported targets by the state of their reports. */
  queue: Record<ReportState, ReportQueueItem[]>;
  log: ModerationLogEntry[];
  /** Every report filed, and every action taken, as sent. */
  reports: CreateReportInput[];
  actions: ModerationActionInput[];
  /** Answers the next write instead of the fake (a failure, a held promise). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Answers the next read of the queue or log instead of the fake. */
  nextRead: (() => Response | Promise<Response>) | null;
  /** Items per page when the caller names no limit (the API's is 20). */
  pageSize: number;
  /** Every request as 'GET /api/v1/admin/reports?status=open'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const DUPLICATE = {
  title: 'Conflito',
  code: 'report.duplicate',
  detail: 'Você já denunciou isto. Nossa equipe está analisando.',
};
const NOT_FOUND = { title: 'Não encontrado', code: 'route.not_found', detail: 'Rota não encontrada.' };

/** Pages of `size` by a numeric cursor, like the API's keyset pages. */
function page<T>(items: T[], url: URL, size: number) {
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const end = start + Number(url.searchParams.get('limit') ?? size);
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

/**
 * Replaces fetch with the reports API: POST /reports (409 'report.duplicate' for the same target
 * twice), the admin queue by state and type, actions (which move the target's reports out of the
 * open list and into the log) and the log, newest first.
 */
export function fakeModerationApi(
  initial: Partial<Omit<FakeModerationApi, 'fetch'>> = {},
): FakeModerationApi {
  const api = {
    queue: { open: [], dismissed: [], actioned: [] },
    log: [],
    reports: [],
    actions: [],
    nextWrite: null,
    nextRead: null,
    pageSize: 20,
    requests: [],
    ...initial,
  } as Omit<FakeModerationApi, 'fetch'> as FakeModerationApi;
  let ids = 0;
  const newId = () => {
    ids += 1;
    return `71000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
  };

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    api.requests.push(`${method} ${url.pathname}${url.search}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const held = method === 'GET' ? api.nextRead : api.nextWrite;
    if (method === 'GET') api.nextRead = null;
    else api.nextWrite = null;

    if (url.pathname === '/api/v1/reports' && method === 'POST') {
      if (held) return held();
      const input = body as CreateReportInput;
      if (api.reports.some((r) => r.targetType === input.targetType && r.targetId === input.targetId))
        return problemResponse(409, DUPLICATE);
      api.reports.push(input);
      return jsonResponse({ id: newId() }, { status: 201 });
    }
    if (url.pathname === '/api/v1/admin/reports' && method === 'GET') {
      if (held) return held();
      const status = (url.searchParams.get('status') ?? 'open') as ReportState;
      const type = url.searchParams.get('targetType');
      const items = api.queue[status].filter((item) => !type || item.targetType === type);
      return jsonResponse({ ...page(items, url, api.pageSize), openTotal: api.queue.open.length });
    }
    if (url.pathname === '/api/v1/admin/reports/actions' && method === 'POST') {
      if (held) return held();
      const input = body as ModerationActionInput;
      api.actions.push(input);
      const item = api.queue.open.find(
        (i) => i.targetType === input.targetType && i.targetId === input.targetId,
      );
      if (!item)
        return problemResponse(409, {
          title: 'Conflito',
          code: 'moderation.nothing_open',
          detail: 'Não há denúncias abertas sobre este conteúdo.',
        });
      api.queue.open = api.queue.open.filter((i) => i !== item);
      api.queue[input.action === 'dismiss' ? 'dismissed' : 'actioned'].unshift(item);
      const entry: ModerationLogEntry = {
        id: newId(),
        admin: null,
        targetType: input.targetType,
        targetId: input.targetId,
        action: input.action,
        note: input.note,
        suspendedUntil:
          input.action === 'suspend' ? (input.suspendDays ? '2026-12-01T00:00:00.000Z' : 'forever') : null,
        resolvedReports: item.reportCount,
        createdAt: '2026-11-26T12:00:00.000Z',
      };
      api.log.unshift(entry);
      return jsonResponse({ id: entry.id, resolvedReports: item.reportCount });
    }
    if (url.pathname === '/api/v1/admin/moderation-log' && method === 'GET') {
      if (held) return held();
      return jsonResponse(page(api.log, url, api.pageSize));
    }
    return problemResponse(404, NOT_FOUND);
  });
  return api;
}

import type { AdminDashboard, AdminPerson, AuditEntry, PwaStats, RoleChangeInput } from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../../test/http.ts';
import { makeDashboard, makePwaStats } from './console-fixtures.ts';

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeAdminConsoleApi {
  dashboard: AdminDashboard;
  people: AdminPerson[];
  audit: AuditEntry[];
  pwa: PwaStats;
  /** Every role change, as sent. */
  roleChanges: { personId: string; input: RoleChangeInput }[];
  /** Answers the next write instead of the fake (a refusal, a held promise). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Answers the next read instead of the fake. */
  nextRead: (() => Response | Promise<Response>) | null;
  pageSize: number;
  /** Every request as 'GET /api/v1/admin/people?q=ana'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const NOT_FOUND = { title: 'Não encontrado', code: 'route.not_found', detail: 'Rota não encontrada.' };
const LAST_ADMIN = {
  title: 'Conflito',
  code: 'role.last_admin',
  detail: 'Não é possível remover o último administrador.',
};

function page<T>(items: T[], url: URL, size: number) {
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const end = start + Number(url.searchParams.get('limit') ?? size);
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

/**
 * Replaces fetch with the admin console API: the dashboard, the people search (text matches name,
 * username or e-mail; role filter), role changes (409 'role.last_admin' when the only admin would
 * lose the role; the change lands in the audit log), the audit log by action and the PWA stats.
 */
export function fakeAdminConsoleApi(
  initial: Partial<Omit<FakeAdminConsoleApi, 'fetch'>> = {},
): FakeAdminConsoleApi {
  const api = {
    dashboard: makeDashboard(),
    people: [],
    audit: [],
    pwa: makePwaStats(),
    roleChanges: [],
    nextWrite: null,
    nextRead: null,
    pageSize: 20,
    requests: [],
    ...initial,
  } as Omit<FakeAdminConsoleApi, 'fetch'> as FakeAdminConsoleApi;

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    api.requests.push(`${method} ${url.pathname}${url.search}`);
    const held = method === 'GET' ? api.nextRead : api.nextWrite;
    if (method === 'GET') api.nextRead = null;
    else api.nextWrite = null;
    if (held) return held();

    if (method === 'GET' && url.pathname === '/api/v1/admin/dashboard') return jsonResponse(api.dashboard);
    if (method === 'GET' && url.pathname === '/api/v1/admin/pwa-stats') return jsonResponse(api.pwa);
    if (method === 'GET' && url.pathname === '/api/v1/admin/people') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const role = url.searchParams.get('role');
      const found = api.people.filter(
        (p) =>
          (!role || p.role === role) &&
          (!q || [p.name, p.username ?? '', p.email ?? ''].some((text) => text.toLowerCase().includes(q))),
      );
      return jsonResponse(page(found, url, api.pageSize));
    }
    if (method === 'GET' && url.pathname === '/api/v1/admin/audit-log') {
      const action = url.searchParams.get('action');
      return jsonResponse(
        page(action ? api.audit.filter((e) => e.action === action) : api.audit, url, api.pageSize),
      );
    }
    const roleMatch = /^\/api\/v1\/admin\/people\/([^/]+)\/role$/.exec(url.pathname);
    if (method === 'PUT' && roleMatch) {
      const personId = decodeURIComponent(roleMatch[1] ?? '');
      const input = JSON.parse(String(init?.body)) as RoleChangeInput;
      api.roleChanges.push({ personId, input });
      const person = api.people.find((p) => p.id === personId);
      if (!person)
        return problemResponse(404, {
          title: 'Não encontrado',
          code: 'role.person_not_found',
          detail: 'Pessoa não encontrada.',
        });
      const admins = api.people.filter((p) => p.role === 'admin');
      if (person.role === 'admin' && input.role !== 'admin' && admins.length === 1)
        return problemResponse(409, LAST_ADMIN);
      const before = person.role;
      person.role = input.role;
      api.audit.unshift({
        id: `73000000-0000-4000-8000-${String(api.audit.length + 1).padStart(12, '0')}`,
        actor: { id: '73000000-0000-4000-8000-999999999999', username: 'bia', name: 'Bia Admin' },
        action: input.role === 'user' ? 'role.revoke' : 'role.grant',
        targetType: 'profile',
        targetId: person.id,
        targetLabel: person.username ? `@${person.username}` : person.name,
        before: { role: before },
        after: { role: input.role },
        reason: input.reason,
        createdAt: '2026-11-26T12:00:00.000Z',
      });
      return jsonResponse(person);
    }
    return problemResponse(404, NOT_FOUND);
  });
  return api;
}

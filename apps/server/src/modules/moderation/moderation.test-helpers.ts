import { randomUUID } from 'node:crypto';
import type { ModerationActionInput } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { type Database, queryRows } from '../../db/client.ts';
import type { SignedInUser } from '../../test/auth-session.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import type { Problem } from '../social/social.test-helpers.ts';

/** A comment on an event, written straight into the table (owner connection). */
export async function createComment(
  db: Database,
  eventId: string,
  authorId: string,
  body = 'Alguém vai de carona saindo do centro?',
): Promise<string> {
  const id = randomUUID();
  await db.execute(
    sql`INSERT INTO event_comments (id, event_id, author_id, body) VALUES (${id}::uuid, ${eventId}::uuid, ${authorId}::uuid, ${body})`,
  );
  return id;
}

/** A group owned by `ownerId` (owner connection). */
export async function createGroup(
  db: Database,
  ownerId: string,
  values: { name?: string; visibility?: 'public' | 'private' } = {},
): Promise<{ id: string; slug: string; name: string }> {
  const id = randomUUID();
  const slug = `grupo-${id.slice(0, 8)}`;
  const name = values.name ?? 'Corredores do Ibirapuera';
  await db.execute(
    sql`INSERT INTO groups (id, slug, name, description, category, visibility)
        VALUES (${id}::uuid, ${slug}, ${name}, '<p>Treinos às <strong>terças</strong>.</p>', 'sports_fitness', ${values.visibility ?? 'public'})`,
  );
  await db.execute(
    sql`INSERT INTO group_members (group_id, user_id, role) VALUES (${id}::uuid, ${ownerId}::uuid, 'owner')`,
  );
  return { id, slug, name };
}

export interface ReportBody {
  targetType: string;
  targetId: string;
  reason?: string;
  details?: string | null;
}

/** The report and moderation calls as someone (or a visitor). */
export function moderationApi(app: App) {
  const call = <T>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(app)<T & Problem>(path, init, who);
  return {
    call,
    report: (who: SignedInUser | undefined, body: ReportBody) =>
      call<{ id: string }>('/api/v1/reports', { method: 'POST', json: { reason: 'spam', ...body } }, who),
    act: (
      who: SignedInUser | undefined,
      body: Partial<ModerationActionInput> &
        Pick<ModerationActionInput, 'targetType' | 'targetId' | 'action'>,
    ) =>
      call<{ id: string; resolvedReports: number }>(
        '/api/v1/admin/reports/actions',
        { method: 'POST', json: { note: 'Viola as regras da comunidade', ...body } },
        who,
      ),
  };
}

/** The notifications someone has, oldest first (owner connection). */
export function notificationsOf(db: Database, userId: string) {
  return queryRows<{ type: string; title: string; body: string; metadata: Record<string, unknown> }>(
    db,
    sql`SELECT type, title, body, metadata FROM notifications WHERE user_id = ${userId}::uuid ORDER BY created_at, id`,
  );
}

import type { CreateReportInput } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { attemptModeration } from './moderation-problems.ts';

/**
 * POST /reports: the caller reports something they see and did not write (app.file_report checks
 * what they see, their own content, the hourly limit and one open report per target).
 */
export async function fileReport(
  db: Database,
  caller: Caller,
  input: CreateReportInput,
): Promise<{ id: string }> {
  return withUser(db, caller.userId, async (tx) => {
    const [row] = await attemptModeration(() =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT app.file_report(${input.targetType}, ${input.targetId}::uuid, ${input.reason}, ${input.details}) AS id`,
      ),
    );
    if (!row) throw new Error('app.file_report answered no row');
    return { id: row.id };
  });
}

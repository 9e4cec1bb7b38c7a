import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Makes storing a notification fail (a trigger raises), for tests showing that a change and the
 * notifications it sends commit together or not at all. Undone by the returned function: call it
 * in a `finally`, as the database may be handed to the next test.
 */
export async function failNotifications(db: Database): Promise<() => Promise<void>> {
  await db.execute(sql`CREATE OR REPLACE FUNCTION public.test_refuse_notifications() RETURNS trigger
    LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'notifications are down (test)'; END $$`);
  await db.execute(sql`CREATE TRIGGER test_refuse_notifications BEFORE INSERT ON notifications
    FOR EACH ROW EXECUTE FUNCTION public.test_refuse_notifications()`);
  return async () => {
    await db.execute(sql`DROP TRIGGER IF EXISTS test_refuse_notifications ON notifications`);
    await db.execute(sql`DROP FUNCTION IF EXISTS public.test_refuse_notifications()`);
  };
}

import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import { groupRef, readGroup } from '../groups/group-access.ts';
import { groupPageHead } from './group-page-head.ts';
import type { PageHead } from './page-head-tags.ts';

/** Segments under /groups/ that are pages of the web app, never group slugs. */
const APP_PAGES = new Set(['create']);

export type GroupPage =
  | { kind: 'page'; head: PageHead }
  /** Reached by id: the canonical address is the slug's. */
  | { kind: 'redirect'; slug: string };

/**
 * The head of /groups/{slugOrId} as any visitor would get it, or undefined when a visitor may not
 * see that group (private, unknown): the page then keeps the default tags and names nothing. Read as
 * a visitor, row-level security already hides private groups; the visibility test repeats it.
 */
export async function groupPage(
  db: Database,
  slugOrId: string,
  publicUrl: string,
): Promise<GroupPage | undefined> {
  if (APP_PAGES.has(slugOrId)) return undefined;
  let ref: ReturnType<typeof groupRef>;
  try {
    ref = groupRef(slugOrId);
  } catch (err) {
    if (err instanceof HttpProblem) return undefined;
    throw err;
  }
  const row = await readAs(db, null, (run) => readGroup(run, slugOrId));
  if (row?.visibility !== 'public') return undefined;
  if ('id' in ref) return { kind: 'redirect', slug: row.slug };
  return { kind: 'page', head: groupPageHead(row, publicUrl) };
}

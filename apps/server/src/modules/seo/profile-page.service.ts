import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../http/problem.ts';
import { getProfileDetail } from '../profiles/profiles.service.ts';
import type { PageHead } from './page-head-tags.ts';
import { profilePageHead } from './profile-page-head.ts';

export type ProfilePage =
  | { kind: 'page'; head: PageHead }
  /** The owner keeps out of search: the page says so to crawlers and names nobody. */
  | { kind: 'noindex' };

/**
 * The head of /user/{username} as a visitor would get it, or undefined for someone no visitor can
 * open (unknown, pending): the page then keeps the default tags. A profile whose owner is not
 * findable gets no head of its own, only `noindex`.
 */
export async function profilePage(
  db: Database,
  username: string,
  publicUrl: string,
): Promise<ProfilePage | undefined> {
  try {
    const profile = await getProfileDetail(db, null, username);
    return profile.findable
      ? { kind: 'page', head: profilePageHead(profile, publicUrl) }
      : { kind: 'noindex' };
  } catch (err) {
    if (err instanceof HttpProblem) return undefined;
    throw err;
  }
}

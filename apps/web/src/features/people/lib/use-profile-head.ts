import type { ProfileDetail } from '@eventos/domain';
import { useEffect } from 'react';
import { SITE_NAME } from '../../../lib/seo/use-page-meta.ts';
import { type HeadTag, setHeadTags } from './document-head.ts';
import { profileHref } from './profile-links.ts';

/**
 * What search engines and link previews get for a profile page: everything when its owner is
 * findable, only "noindex" when not (or when there is no such profile), nothing while it loads.
 */
export function profileHeadTags(
  profile: ProfileDetail | null | undefined,
  description: string,
  origin: string,
  path: (username: string) => string = profileHref,
): HeadTag[] {
  if (profile === undefined) return [];
  if (!profile?.findable) return [{ kind: 'meta-name', key: 'robots', content: 'noindex' }];
  const url = new URL(path(profile.username), origin).href;
  const image = profile.avatarUrl ? new URL(profile.avatarUrl, origin).href : null;
  return [
    { kind: 'canonical', href: url },
    { kind: 'meta-property', key: 'og:type', content: 'profile' },
    { kind: 'meta-property', key: 'og:site_name', content: SITE_NAME },
    { kind: 'meta-property', key: 'og:title', content: profile.name },
    { kind: 'meta-property', key: 'og:description', content: description },
    { kind: 'meta-property', key: 'og:url', content: url },
    { kind: 'meta-property', key: 'profile:username', content: profile.username },
    ...(image ? [{ kind: 'meta-property' as const, key: 'og:image', content: image }] : []),
  ];
}

/**
 * The SEO head of a profile page (canonical and OpenGraph) only when its owner is findable; for
 * anyone else and for a profile not found (`null`), `noindex` and no preview tags. Taken out when
 * the page goes.
 */
export function useProfileHead(
  profile: ProfileDetail | null | undefined,
  description: string,
  path?: (username: string) => string,
): void {
  useEffect(
    () => setHeadTags(profileHeadTags(profile, description, window.location.origin, path)),
    [profile, description, path],
  );
}

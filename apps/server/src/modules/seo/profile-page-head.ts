import type { ProfileDetail } from '@eventos/domain';
import { META_DESCRIPTION_LENGTH, type PageHead, previewHead, shorten } from './page-head-tags.ts';
import { profilePageUrl } from './page-urls.ts';

/** An image address as the page gives it: absolute already, or under the site. */
function absolute(publicUrl: string, url: string | null): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${publicUrl}${url}` : undefined;
}

/** The bio, else who the person is and where. */
function describe(profile: ProfileDetail): string {
  const bio = profile.bio?.trim();
  if (bio) return bio;
  const where = profile.city ? `, de ${profile.city},` : '';
  return `${profile.name} (@${profile.username})${where} no Eventos: eventos, grupos e amigos.`;
}

/**
 * Title, description, canonical link, OpenGraph, Twitter card and schema.org ProfilePage of a public
 * profile whose owner lets search engines find them. Only what a visitor sees of it: never counts or
 * lists the owner's privacy settings may hide.
 */
export function profilePageHead(profile: ProfileDetail, publicUrl: string): PageHead {
  const url = profilePageUrl(publicUrl, profile.username);
  const image = absolute(publicUrl, profile.avatarUrl);
  const text = describe(profile);
  const person: Record<string, unknown> = {
    '@type': 'Person',
    name: profile.name,
    alternateName: `@${profile.username}`,
    url,
    ...(image ? { image } : {}),
    ...(profile.bio?.trim() ? { description: shorten(profile.bio, 500) } : {}),
    ...(profile.city ? { homeLocation: { '@type': 'Place', name: profile.city } } : {}),
  };
  return previewHead({
    url,
    title: `${profile.name} (@${profile.username})`,
    description: shorten(text, META_DESCRIPTION_LENGTH),
    ...(image ? { image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      dateCreated: profile.createdAt,
      mainEntity: person,
    },
  });
}

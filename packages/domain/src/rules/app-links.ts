import { EVENT_LIMITS } from '../constants/events.ts';
import { GROUP_SLUG_MAX_BASE } from '../constants/groups.ts';
import { APP_PROTOCOL } from '../constants/offline.ts';
import { usernameField } from '../schemas/account.ts';
import { EVENT_SLUG_MAX_BASE, isEventId } from './event-slug.ts';
import { slugify } from './slug.ts';

/**
 * Links into the app from outside it (issue 20): `web+eventos:` links the browser hands to
 * /protocol/{rest}/*, and what another app shares to /share-target. Only an event, a group or a
 * person's page is ever opened, each part checked with the rule that made it; anything else is
 * refused (protocol links) or treated as outside text (shares).
 */

/** An app link: the page it opens. A group is named by its id or its slug (/groups/{x} takes either). */
export type ProtocolLink =
  | { kind: 'event'; slug: string }
  | { kind: 'group'; id: string }
  | { kind: 'user'; username: string };

/** Longest protocol link read (a slug and its suffix, the scheme, percent-encoding, with room). */
export const PROTOCOL_LINK_MAX_LENGTH = 300;

/** Room for the -1, -2… suffix a taken slug gets. */
const SLUG_SUFFIX_ROOM = 12;

const SCHEME_PREFIX = `${APP_PROTOCOL}:`;
const ENCODED_SCHEME_PREFIX = encodeURIComponent(SCHEME_PREFIX).toLowerCase();

/** Whitespace, control characters and anything a browser may drop or rewrite inside a URL. */
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cf}\\]/u;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A slug as slugify makes it: lowercase letters and digits in hyphen-separated runs. */
function isSlug(value: string, maxBase: number): boolean {
  return value.length > 0 && value.length <= maxBase + SLUG_SUFFIX_ROOM && slugify(value) === value;
}

/** The link for a page kind and its one path part, or null when the part is not what that page takes. */
function linkOf(kind: string, part: string): ProtocolLink | null {
  const value = part.toLowerCase();
  if (kind === 'event')
    return isEventId(value) || isSlug(value, EVENT_SLUG_MAX_BASE) ? { kind, slug: value } : null;
  if (kind === 'group')
    return isEventId(value) || isSlug(value, GROUP_SLUG_MAX_BASE) ? { kind, id: value } : null;
  if (kind === 'user') {
    const username = usernameField.safeParse(value);
    return username.success && username.data === value ? { kind, username: value } : null;
  }
  return null;
}

/** The kind and part of 'event/slug' (one trailing slash allowed), or null for any other shape. */
function linkOfPath(path: string): ProtocolLink | null {
  const parts = (path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  if (parts.length !== 2) return null;
  const [kind = '', part = ''] = parts;
  return linkOf(kind.toLowerCase(), part);
}

/**
 * `web+eventos://event/{slug}`, `web+eventos://group/{id or slug}` or `web+eventos://user/{username}`
 * (also without the '//', percent-encoded as a whole or in part, with a trailing slash), or null.
 */
export function parseProtocolLink(raw: string): ProtocolLink | null {
  if (typeof raw !== 'string' || raw.length > PROTOCOL_LINK_MAX_LENGTH) return null;
  // Decoded once, then checked: nothing decoded can smuggle a '/', a host or a scheme past the rules.
  const link = raw.includes('%') ? decodeOnce(raw) : raw;
  if (link === null || UNSAFE_CHARACTER.test(link)) return null;
  if (!link.toLowerCase().startsWith(SCHEME_PREFIX)) return null;
  const rest = link.slice(SCHEME_PREFIX.length);
  return linkOfPath(rest.startsWith('//') ? rest.slice(2) : rest);
}

/**
 * What /protocol/{rest}/* received, as the browser puts it in the address: the whole link
 * percent-encoded (`web%2Beventos%3A%2F%2Fevent%2Fsome-slug`) or just its path (`event/some-slug`).
 */
export function parseProtocolRoute(rest: string): ProtocolLink | null {
  if (typeof rest !== 'string') return null;
  const lower = rest.toLowerCase();
  const hasScheme = lower.startsWith(SCHEME_PREFIX) || lower.startsWith(ENCODED_SCHEME_PREFIX);
  return parseProtocolLink(hasScheme ? rest : `${SCHEME_PREFIX}//${rest}`);
}

/** The app's page for a link: '/events/{slug}', '/groups/{id}' or '/user/{username}'. */
export function protocolLinkPath(link: ProtocolLink): string {
  switch (link.kind) {
    case 'event':
      return `/events/${link.slug}`;
    case 'group':
      return `/groups/${link.id}`;
    case 'user':
      return `/user/${link.username}`;
  }
}

/** The app page a path of this site opens ('/events/x', '/groups/x/', '/user/x'), or null. */
function linkOfSitePath(pathname: string): ProtocolLink | null {
  const match = /^\/(events|groups|user)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const part = decodeOnce(match[2]);
  if (part === null || UNSAFE_CHARACTER.test(part)) return null;
  const kind = { events: 'event', groups: 'group', user: 'user' }[match[1]] ?? '';
  // '/events/create' and '/groups/create' are forms, not pages to send a share to.
  if (part.toLowerCase() === 'create') return null;
  return linkOf(kind, part);
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The page of the app a shared link opens: one of ours (same origin) or a `web+eventos:` link. */
function linkOfShared(candidate: string, origin: string | null): ProtocolLink | null {
  if (candidate.toLowerCase().startsWith(SCHEME_PREFIX)) return parseProtocolLink(candidate);
  if (origin === null || candidate.length > PROTOCOL_LINK_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  return linkOfSitePath(url.pathname);
}

/** Web and app links written inside shared text ('Olha isto: https://…'). */
const LINK_IN_TEXT = new RegExp(`(?:https?://|${APP_PROTOCOL.replace('+', '\\+')}:)[^\\s<>"]+`, 'giu');

/** Punctuation that ends a sentence rather than the link ('…/events/x.' or '(…/events/x)'). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'’”]+$/u;

function linksInText(text: string): string[] {
  return [...text.matchAll(LINK_IN_TEXT)].map(([found]) => found.replace(TRAILING_PUNCTUATION, ''));
}

/** Control characters other than line breaks and tabs (what a person could not have typed). */
const CONTROL = /[^\P{Cc}\n\t]/gu;

/** Trimmed, without control characters, at most `max` UTF-16 units (never half a character). */
function capText(value: string | undefined, max: number, singleLine: boolean): string {
  if (typeof value !== 'string') return '';
  let text = value.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  if (singleLine) text = text.replace(/\s+/g, ' ');
  text = text.trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

/** A web address kept from a share: http(s) only, within the event form's link limit, else ''. */
function sharedUrl(value: string | undefined): string {
  const url = capText(value, Number.POSITIVE_INFINITY, true);
  if (url.length === 0 || url.length > EVENT_LIMITS.link.max || /\s/.test(url)) return '';
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : '';
  } catch {
    return '';
  }
}

/** What another app shared (the manifest's share_target: ?title=&text=&url=). */
export interface SharedData {
  title?: string | undefined;
  text?: string | undefined;
  url?: string | undefined;
}

export type ShareTargetIntent =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; title: string; text: string; url: string };

/**
 * What to do with a share: open our page when the shared link (or the first of ours inside the
 * text) is an event, group or person page of `origin` or a `web+eventos:` link; otherwise the
 * shared values, trimmed and capped to the event form's name and description limits, and the
 * link only when it is a web address.
 */
export function shareTargetIntent(shared: SharedData, origin: string): ShareTargetIntent {
  const ownOrigin = originOf(origin);
  const inText = (value: string | undefined) => (typeof value === 'string' ? linksInText(value) : []);
  const candidates = [
    ...(typeof shared.url === 'string' ? [shared.url.trim()] : []),
    ...inText(shared.url),
    ...inText(shared.text),
    ...inText(shared.title),
  ];
  for (const candidate of candidates) {
    const link = linkOfShared(candidate, ownOrigin);
    if (link) return { kind: 'internal', path: protocolLinkPath(link) };
  }
  return {
    kind: 'external',
    title: capText(shared.title, EVENT_LIMITS.name.max, true),
    text: capText(shared.text, EVENT_LIMITS.description.max, false),
    url: sharedUrl(shared.url),
  };
}

/** The text to search events for after a share: its title, else its text, on one line, within the search limit. */
export function shareSearchText(intent: { title: string; text: string }): string {
  return capText(intent.title || intent.text, EVENT_LIMITS.search.max, true);
}

/**
 * The query parameters /events/create starts a draft from (a share's "Criar evento com isto"): the
 * name and the description as plain text. They survive a sign-in on the way, as any address does.
 */
export const EVENT_DRAFT_PARAMS = { name: 'draftName', description: 'draftDescription' } as const;

/** Longest shared text carried to the event form in its address (kept well within what servers read). */
export const SHARE_DRAFT_TEXT_MAX = 2_000;

/**
 * The /events/create query for a share: its title (else the first line of its text) as the name,
 * its text and link as the description, each within its limit.
 */
export function shareDraftQuery(intent: { title: string; text: string; url: string }): string {
  const name = capText(intent.title || intent.text.split('\n', 1)[0], EVENT_LIMITS.name.max, true);
  const description = capText(
    [intent.text, intent.url].filter(Boolean).join('\n\n'),
    SHARE_DRAFT_TEXT_MAX,
    false,
  );
  const params = new URLSearchParams();
  if (name) params.set(EVENT_DRAFT_PARAMS.name, name);
  if (description) params.set(EVENT_DRAFT_PARAMS.description, description);
  return params.toString();
}

/**
 * A draft read back from /events/create's address (anyone can write one): the name on one line and
 * the description as text, both trimmed and within the event form's limits.
 */
export function eventDraftOf(params: URLSearchParams): { name: string; description: string } {
  return {
    name: capText(params.get(EVENT_DRAFT_PARAMS.name) ?? undefined, EVENT_LIMITS.name.max, true),
    description: capText(
      params.get(EVENT_DRAFT_PARAMS.description) ?? undefined,
      SHARE_DRAFT_TEXT_MAX,
      false,
    ),
  };
}

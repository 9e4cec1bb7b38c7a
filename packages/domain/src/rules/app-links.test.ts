import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_LIMITS } from '../constants/events.ts';
import {
  eventDraftOf,
  PROTOCOL_LINK_MAX_LENGTH,
  parseProtocolLink,
  parseProtocolRoute,
  protocolLinkPath,
  SHARE_DRAFT_TEXT_MAX,
  shareDraftQuery,
  shareSearchText,
  shareTargetIntent,
} from './app-links.ts';
import { isInternalPath } from './notification-routing.ts';

const ORIGIN = 'https://eventos.example';
const GROUP_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

/** Every page an app link may open, and nothing more. */
const APP_PAGE_PATH = /^\/(events|groups|user)\/[a-z0-9._-]+$/;

describe('parseProtocolLink', () => {
  it.each([
    ['web+eventos://event/roda-de-samba', { kind: 'event', slug: 'roda-de-samba' }],
    ['web+eventos:event/roda-de-samba', { kind: 'event', slug: 'roda-de-samba' }],
    ['web+eventos://event/roda-de-samba/', { kind: 'event', slug: 'roda-de-samba' }],
    ['WEB+EVENTOS://Event/Roda-De-Samba-2', { kind: 'event', slug: 'roda-de-samba-2' }],
    ['web%2Beventos%3A%2F%2Fevent%2Froda-de-samba', { kind: 'event', slug: 'roda-de-samba' }],
    ['web+eventos://event/roda%2Dde%2Dsamba', { kind: 'event', slug: 'roda-de-samba' }],
    [`web+eventos://event/${GROUP_ID.toUpperCase()}`, { kind: 'event', slug: GROUP_ID }],
    [`web+eventos://group/${GROUP_ID}`, { kind: 'group', id: GROUP_ID }],
    ['web+eventos://group/samba-da-vila', { kind: 'group', id: 'samba-da-vila' }],
    ['web+eventos://user/maria.silva_2', { kind: 'user', username: 'maria.silva_2' }],
    ['web+eventos:user/Maria', { kind: 'user', username: 'maria' }],
  ])('%s', (raw, link) => {
    expect(parseProtocolLink(raw)).toEqual(link);
  });

  it.each([
    '',
    'web+eventos:',
    'web+eventos://',
    'web+eventos://event',
    'web+eventos://event/',
    'web+eventos://event//',
    'web+eventos:///event/x',
    'web+eventos://event/a/b',
    'web+eventos://event/../admin',
    'web+eventos://event/roda%2Fsamba',
    'web+eventos://event/roda--samba',
    'web+eventos://event/-roda',
    'web+eventos://event/roda samba',
    'web+eventos://event/roda%20samba',
    'web+eventos://event/roda%0Asamba',
    'web+eventos://event/roda\tsamba',
    'web+eventos://event/roda\\samba',
    'web+eventos://event/rodá',
    'web+eventos://event/roda?x=1',
    'web+eventos://event/roda#x',
    'web+eventos://admin/x',
    'web+eventos://evil.example/event/x',
    'web+eventos://user:pass@event/x',
    'web+eventos://event@evil.example/x',
    'web+eventos://user/ab',
    'web+eventos://user/.maria',
    'web+eventos://user/maria-silva',
    'web+eventos://group/Grupo%20X',
    'web+eventos://event/%E0%A4%A',
    'web%252Beventos%253A%252F%252Fevent%252Fx',
    'javascript:alert(1)',
    'https://eventos.example/events/x',
    'web+other://event/x',
    'eventos://event/x',
    ` web+eventos://event/x`,
    `web+eventos://event/${'a'.repeat(200)}`,
    `web+eventos://user/${'a'.repeat(31)}`,
    `web+eventos://event/${'a'.repeat(PROTOCOL_LINK_MAX_LENGTH)}`,
  ])('refuses %j', (raw) => {
    expect(parseProtocolLink(raw)).toBeNull();
  });

  it('never gives a link whose page is outside the app, whatever it reads', () => {
    const pieces = fc.constantFrom(
      'web+eventos:',
      '//',
      '/',
      'event',
      'group',
      'user',
      '%2F',
      '%2B',
      '%',
      '..',
      '.',
      '@',
      ':',
      '\\',
      '?',
      '#',
      ' ',
      '\n',
      'a',
      '-',
      'javascript:',
      'evil.example',
    );
    const raw = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.array(pieces, { maxLength: 12 }).map((parts) => `web+eventos://${parts.join('')}`),
      fc
        .tuple(
          fc.constantFrom('web+eventos://', 'web+eventos:', ''),
          fc.constantFrom('event/', 'group/', 'user/'),
          fc.oneof(
            fc.string(),
            fc.array(pieces, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(raw, (value) => {
        for (const link of [parseProtocolLink(value), parseProtocolRoute(value)]) {
          if (link === null) continue;
          const path = protocolLinkPath(link);
          expect(path).toMatch(APP_PAGE_PATH);
          expect(isInternalPath(path)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back every slug the domain can make', () => {
    const slug = fc
      .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join('-'));
    fc.assert(
      fc.property(slug, (value) => {
        expect(parseProtocolLink(`web+eventos://event/${value}`)).toEqual({ kind: 'event', slug: value });
        expect(parseProtocolRoute(`event/${value}`)).toEqual({ kind: 'event', slug: value });
        expect(parseProtocolRoute(encodeURIComponent(`web+eventos://group/${value}`))).toEqual({
          kind: 'group',
          id: value,
        });
      }),
    );
  });
});

describe('parseProtocolRoute', () => {
  it.each([
    ['web%2Beventos%3A%2F%2Fevent%2Fsome-slug', { kind: 'event', slug: 'some-slug' }],
    ['web%2Beventos%3Aevent%2Fsome-slug', { kind: 'event', slug: 'some-slug' }],
    ['web+eventos:%2F%2Fuser%2Fmaria', { kind: 'user', username: 'maria' }],
    ['event/some-slug', { kind: 'event', slug: 'some-slug' }],
    ['user/maria/', { kind: 'user', username: 'maria' }],
    [`group/${GROUP_ID}`, { kind: 'group', id: GROUP_ID }],
  ])('%s', (rest, link) => {
    expect(parseProtocolRoute(rest)).toEqual(link);
  });

  it.each([
    '',
    'event',
    'javascript:alert(1)',
    'https%3A%2F%2Fevil.example%2Fevents%2Fx',
    '%2F%2Fevil.example',
    'event/x/y',
    'web+other%3A%2F%2Fevent%2Fx',
  ])('refuses %j', (rest) => {
    expect(parseProtocolRoute(rest)).toBeNull();
  });
});

describe('protocolLinkPath', () => {
  it('opens the event, group or person page', () => {
    expect(protocolLinkPath({ kind: 'event', slug: 'roda' })).toBe('/events/roda');
    expect(protocolLinkPath({ kind: 'group', id: GROUP_ID })).toBe(`/groups/${GROUP_ID}`);
    expect(protocolLinkPath({ kind: 'user', username: 'maria' })).toBe('/user/maria');
  });
});

describe('shareTargetIntent', () => {
  it.each([
    [{ url: `${ORIGIN}/events/roda-de-samba` }, '/events/roda-de-samba'],
    [{ url: `${ORIGIN}/events/roda-de-samba/?utm=x#top` }, '/events/roda-de-samba'],
    [{ url: `${ORIGIN}/groups/${GROUP_ID}` }, `/groups/${GROUP_ID}`],
    [{ url: `${ORIGIN}/user/maria` }, '/user/maria'],
    [{ url: 'web+eventos://event/roda' }, '/events/roda'],
    [{ text: `Vamos? ${ORIGIN}/events/roda-de-samba.` }, '/events/roda-de-samba'],
    [{ title: 'Roda', text: `Olha (${ORIGIN}/user/maria)` }, '/user/maria'],
    [{ text: 'https://other.example/x e web+eventos://group/samba-da-vila' }, '/groups/samba-da-vila'],
    [{ url: 'https://other.example/events/x', text: `${ORIGIN}/events/roda` }, '/events/roda'],
  ])('%j opens %s', (shared, path) => {
    expect(shareTargetIntent(shared, ORIGIN)).toEqual({ kind: 'internal', path });
  });

  it.each([
    { url: 'https://other.example/events/roda' },
    { url: `${ORIGIN}/events/create` },
    { url: `${ORIGIN}/groups/create` },
    { url: `${ORIGIN}/admin` },
    { url: `${ORIGIN}/events/roda/edit` },
    { url: `${ORIGIN}/events/roda%2F..%2Fadmin` },
    { url: `https://maria:x@eventos.example/events/roda` },
    { url: 'http://eventos.example/events/roda' },
    { url: 'https://eventos.example.evil.example/events/roda' },
    { url: '//eventos.example/events/roda' },
    { url: '/events/roda' },
    { url: 'javascript:alert(1)' },
    { url: `${ORIGIN}/events/ro\u0000da` },
    { text: 'javascript:alert(1)' },
  ])('%j stays outside', (shared) => {
    expect(shareTargetIntent(shared, ORIGIN).kind).toBe('external');
  });

  it('keeps what was shared, trimmed and capped to the event form limits', () => {
    const intent = shareTargetIntent(
      {
        title: `  Show\n de   ${'x'.repeat(200)}`,
        text: ' Linha 1\r\nLinha\u0007 2 <b>oi</b> ',
        url: ' https://other.example/show ',
      },
      ORIGIN,
    );
    expect(intent).toEqual({
      kind: 'external',
      title: `Show de ${'x'.repeat(EVENT_LIMITS.name.max - 8)}`,
      text: 'Linha 1\nLinha 2 <b>oi</b>',
      url: 'https://other.example/show',
    });
  });

  it('drops a link that is not a web address, and never cuts a character in half', () => {
    const emoji = '🎉';
    const title = `${'a'.repeat(EVENT_LIMITS.name.max - 1)}${emoji}`;
    const intent = shareTargetIntent({ title, url: 'javascript:alert(1)' }, ORIGIN);
    expect(intent).toEqual({
      kind: 'external',
      title: 'a'.repeat(EVENT_LIMITS.name.max - 1),
      text: '',
      url: '',
    });
    expect(shareTargetIntent({}, ORIGIN)).toEqual({ kind: 'external', title: '', text: '', url: '' });
    expect(shareTargetIntent({ url: `https://x.example/${'a'.repeat(600)}` }, ORIGIN)).toMatchObject({
      url: '',
    });
  });

  // Many runs over long random texts: a generous time limit for a busy machine.
  it('never returns a path that is not one of the app pages', () => {
    const ours = fc.constantFrom(
      `${ORIGIN}/events/`,
      `${ORIGIN}/groups/`,
      `${ORIGIN}/user/`,
      `${ORIGIN}//`,
      'web+eventos://event/',
      'https://evil.example/events/',
      'javascript:',
      '',
    );
    const tail = fc.oneof(
      fc.string(),
      fc.webPath(),
      fc.constantFrom('..', '%2F..', '%2e%2e', 'x?y', 'a\\b', ' '),
    );
    const value = fc.option(
      fc.oneof(
        fc.string(),
        fc.webUrl(),
        fc.tuple(ours, tail).map(([start, end]) => `${start}${end}`),
        fc.tuple(fc.string(), ours, tail).map(([before, start, end]) => `${before} ${start}${end}`),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(value, value, value, (title, text, url) => {
        const intent = shareTargetIntent({ title, text, url }, ORIGIN);
        if (intent.kind === 'internal') {
          expect(intent.path).toMatch(APP_PAGE_PATH);
          expect(isInternalPath(intent.path)).toBe(true);
        } else {
          expect(intent.title.length).toBeLessThanOrEqual(EVENT_LIMITS.name.max);
          expect(intent.text.length).toBeLessThanOrEqual(EVENT_LIMITS.description.max);
          expect(intent.url === '' || /^https?:\/\//.test(intent.url)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe('shareSearchText', () => {
  it('searches by the title, else the text, on one line within the search limit', () => {
    expect(shareSearchText({ title: ' Roda de samba ', text: 'x' })).toBe('Roda de samba');
    expect(shareSearchText({ title: '', text: 'Feira\n de livros' })).toBe('Feira de livros');
    expect(shareSearchText({ title: '', text: 'y'.repeat(300) })).toHaveLength(EVENT_LIMITS.search.max);
  });
});

describe('shareDraftQuery and eventDraftOf', () => {
  it('starts the event form with the title as name and the text and link as description', () => {
    const query = shareDraftQuery({
      title: 'Roda de samba',
      text: 'Sábado\nna praça',
      url: 'https://x.example/r',
    });
    const params = new URLSearchParams(query);
    expect(Object.fromEntries(params)).toEqual({
      draftName: 'Roda de samba',
      draftDescription: 'Sábado\nna praça\n\nhttps://x.example/r',
    });
    expect(eventDraftOf(params)).toEqual({
      name: 'Roda de samba',
      description: 'Sábado\nna praça\n\nhttps://x.example/r',
    });
  });

  it('names the draft after the first line of the text when nothing else names it', () => {
    expect(shareDraftQuery({ title: '', text: 'Feira de livros\nDomingo', url: '' })).toBe(
      'draftName=Feira+de+livros&draftDescription=Feira+de+livros%0ADomingo',
    );
    expect(shareDraftQuery({ title: '', text: '', url: '' })).toBe('');
  });

  it('keeps what an address carries within the limits', () => {
    const long = shareDraftQuery({ title: 'n'.repeat(500), text: 't'.repeat(30_000), url: '' });
    const draft = eventDraftOf(new URLSearchParams(long));
    expect(draft.name).toHaveLength(EVENT_LIMITS.name.max);
    expect(draft.description).toHaveLength(SHARE_DRAFT_TEXT_MAX);
    const crafted = new URLSearchParams({
      draftName: `  a\u0000b\n c ${'x'.repeat(500)}`,
      draftDescription: '\u0007',
    });
    expect(eventDraftOf(crafted)).toEqual({
      name: `ab c ${'x'.repeat(EVENT_LIMITS.name.max - 5)}`,
      description: '',
    });
    expect(eventDraftOf(new URLSearchParams())).toEqual({ name: '', description: '' });
  });
});

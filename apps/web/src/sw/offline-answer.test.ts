import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './offline-answer.ts';

const at = (path: string) => new URL(path, 'https://eventos.test');
const shell = () =>
  new Response('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } });

describe('offlineAnswer', () => {
  it('opens the precached shell for a page that works offline', async () => {
    const answer = offlineAnswer(at('/participating'), shell());
    expect(answer.status).toBe(200);
    await expect(answer.text()).resolves.toContain('id="root"');
  });

  it('redirects other pages to /offline with the way back', () => {
    const answer = offlineAnswer(at('/groups/abc'), shell());
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('https://eventos.test/offline?from=%2Fgroups%2Fabc');
  });

  it('without a shell, is the network error on /offline itself (no loop)', () => {
    expect(offlineAnswer(at('/events'), undefined).status).toBe(302);
    expect(offlineAnswer(at('/offline'), undefined).type).toBe('error');
  });
});

import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { APP_PROTOCOL, DEFAULT_THEME_COLORS, LAUNCHER_SHORTCUTS } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { APPLE_TOUCH_ICON, WEB_MANIFEST } from './web-manifest.ts';

const publicDir = resolve(dirname(import.meta.filename), '../../../public');

describe('WEB_MANIFEST', () => {
  it('names, scopes and starts the app', () => {
    expect(WEB_MANIFEST).toMatchObject({
      id: '/',
      name: 'Eventos',
      short_name: 'Eventos',
      lang: 'pt-BR',
      dir: 'auto',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      categories: ['events', 'social', 'entertainment'],
    });
    expect(WEB_MANIFEST.description).toMatch(/sem conexão/);
  });

  it('takes its colours from the light scheme of the default theme', () => {
    expect(WEB_MANIFEST.theme_color).toBe(DEFAULT_THEME_COLORS.light.primary);
    expect(WEB_MANIFEST.background_color).toBe(DEFAULT_THEME_COLORS.light.surface);
  });

  it('lists every icon size, the maskable ones, and each file exists', () => {
    const icons = WEB_MANIFEST.icons ?? [];
    const any = icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    const maskable = icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes);
    expect(any).toEqual([48, 72, 96, 128, 144, 152, 192, 256, 384, 512].map((s) => `${s}x${s}`));
    expect(maskable).toEqual(['192x192', '512x512']);
    const files = [...icons.map((icon) => icon.src), APPLE_TOUCH_ICON, '/icons/favicon.ico'];
    for (const src of files) expect(existsSync(`${publicDir}${src}`), src).toBe(true);
  });

  it('has the launcher shortcuts of the domain, with 96 px icons', () => {
    const shortcuts = WEB_MANIFEST.shortcuts ?? [];
    expect(shortcuts.map((s) => s.url)).toEqual(LAUNCHER_SHORTCUTS.map((s) => s.path));
    expect(shortcuts.map((s) => s.name)).toEqual(['Criar evento', 'Meus eventos']);
    for (const shortcut of shortcuts) expect(shortcut.icons?.[0]?.sizes).toBe('96x96');
  });

  it('receives shares and the app protocol', () => {
    expect(WEB_MANIFEST.share_target).toEqual({
      action: '/share-target',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    expect(WEB_MANIFEST.protocol_handlers).toEqual([{ protocol: APP_PROTOCOL, url: '/protocol/%s' }]);
  });
});

import type { IconResource, ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (emitted by the build as /manifest.webmanifest and linked from index.html).
 * vite.config.ts reads it, so it imports nothing that Node cannot load while the config is read:
 * the values it shares with @eventos/domain (the theme's colours, the launcher shortcuts, the app
 * protocol) are written here and web-manifest.test.ts holds them equal to the domain's.
 */
export type WebAppManifest = Omit<Partial<ManifestOptions>, 'dir'> & { dir: 'auto' | 'ltr' | 'rtl' };

/** The light scheme of the default theme: primary for the bars, surface behind the splash. */
const THEME_COLOR = '#6750a4';
const BACKGROUND_COLOR = '#ffffff';

/** Generated from public/favicon.svg by pwa-assets.config.ts (`npm run icons -w @eventos/web`). */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const MASKABLE_ICON_SIZES = [192, 512] as const;
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon-180x180.png';

const png = (name: string, size: number): IconResource => ({
  src: `/icons/${name}-${size}x${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
});

const SHORTCUT_ICON = [png('icon', 96)];

export const WEB_MANIFEST: WebAppManifest = {
  id: '/',
  name: 'Eventos',
  short_name: 'Eventos',
  description:
    'Descubra, crie e acompanhe eventos perto de você, com ingressos e eventos salvos também sem conexão.',
  lang: 'pt-BR',
  dir: 'auto',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['events', 'social', 'entertainment'],
  icons: [
    ...ICON_SIZES.map((size) => ({ ...png('icon', size), purpose: 'any' })),
    ...MASKABLE_ICON_SIZES.map((size) => ({ ...png('maskable-icon', size), purpose: 'maskable' })),
  ],
  // Spec §1 launcher shortcuts (LAUNCHER_SHORTCUTS in the domain).
  shortcuts: [
    { name: 'Criar evento', short_name: 'Criar', url: '/events/create', icons: SHORTCUT_ICON },
    { name: 'Meus eventos', short_name: 'Meus eventos', url: '/participating', icons: SHORTCUT_ICON },
  ],
  share_target: {
    action: '/share-target',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  },
  // APP_PROTOCOL in the domain; /protocol/{rest} turns the link into an app path.
  protocol_handlers: [{ protocol: 'web+eventos', url: '/protocol/%s' }],
};

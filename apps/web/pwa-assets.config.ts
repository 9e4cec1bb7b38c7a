import { defineConfig, type Preset } from '@vite-pwa/assets-generator/config';

/** The default theme's primary colour (the favicon's own): the opaque ground of maskable and Apple icons. */
const BRAND = '#6750A4';

/**
 * The app's icons, generated from public/favicon.svg into public/icons (`npm run icons -w @eventos/web`)
 * and committed. Their names are the ones src/lib/pwa/web-manifest.ts and index.html list.
 */
const preset: Preset = {
  transparent: {
    sizes: [48, 72, 96, 128, 144, 152, 192, 256, 384, 512],
    favicons: [[48, 'icons/favicon.ico']],
    padding: 0,
  },
  // Maskable: the mark kept inside the safe zone (the inner 80 % circle) on an opaque ground.
  maskable: { sizes: [192, 512], padding: 0.15, resizeOptions: { background: BRAND } },
  apple: { sizes: [180], padding: 0.2, resizeOptions: { background: BRAND } },
  assetName: (type, size) => {
    const name = { transparent: 'icon', maskable: 'maskable-icon', apple: 'apple-touch-icon' }[type];
    return `icons/${name}-${size.width}x${size.height}.png`;
  },
};

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset,
  images: ['public/favicon.svg'],
});

import { describe, expect, it } from 'vitest';
import { offlineCoreFiles, type ViteManifest } from './offline-core.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  '_editor-only.js': { file: 'assets/editor-only.js' },
  'src/features/participating/pages/participating-page.tsx': {
    file: 'assets/participating-page-b.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/features/participating/components/ticket-qr.tsx'],
  },
  'src/features/participating/components/ticket-qr.tsx': {
    file: 'assets/ticket-qr-c.js',
    isDynamicEntry: true,
  },
  'src/features/event-form/pages/create-event-page.tsx': {
    file: 'assets/create-event-page-d.js',
    isDynamicEntry: true,
    imports: ['_editor-only.js'],
  },
};

describe('offline core of the precache', () => {
  it('keeps the shell and the offline pages with what they import, transitively, and their styles', () => {
    expect([...offlineCoreFiles(manifest)].sort()).toEqual([
      'assets/deep.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/participating-page-b.js',
      'assets/shared.js',
      'assets/ticket-qr-c.js',
    ]);
  });

  it('leaves out pages that need the network and what only they import', () => {
    const files = offlineCoreFiles(manifest);
    expect(files.has('assets/create-event-page-d.js')).toBe(false);
    expect(files.has('assets/editor-only.js')).toBe(false);
  });

  it('follows no dynamic import on its own: a lazy chunk is in only when its source is named', () => {
    const files = offlineCoreFiles(manifest, [/^src\/features\/participating\/pages\//]);
    expect(files.has('assets/ticket-qr-c.js')).toBe(false);
    expect(files.has('assets/participating-page-b.js')).toBe(true);
  });
});

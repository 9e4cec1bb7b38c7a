/** The JS and CSS an index.html loads before the app runs. Paths are as written (usually `/assets/…`). */
export interface HtmlAssets {
  entryScripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    found.set((m[1] ?? '').toLowerCase(), m[3] ?? m[4] ?? m[5] ?? '');
  }
  return found;
}

export function htmlAssets(html: string): HtmlAssets {
  const assets: HtmlAssets = { entryScripts: [], modulePreloads: [], stylesheets: [] };
  for (const m of html.matchAll(TAG)) {
    const attrs = attributes(m[2] ?? '');
    const tag = (m[1] ?? '').toLowerCase();
    const rel = attrs.get('rel')?.toLowerCase();
    if (tag === 'script' && attrs.get('type') === 'module' && attrs.get('src')) {
      assets.entryScripts.push(attrs.get('src') ?? '');
    } else if (tag === 'link' && rel === 'modulepreload' && attrs.get('href')) {
      assets.modulePreloads.push(attrs.get('href') ?? '');
    } else if (tag === 'link' && rel === 'stylesheet' && attrs.get('href')) {
      assets.stylesheets.push(attrs.get('href') ?? '');
    }
  }
  return assets;
}

/** `/assets/x.js`, `./assets/x.js` or `assets/x.js` → `assets/x.js`; external URLs → null. */
export function distRelative(href: string): string | null {
  if (/^[a-z]+:\/\//i.test(href) || href.startsWith('//')) return null;
  return href.replace(/^\.?\//, '').split(/[?#]/)[0] ?? null;
}

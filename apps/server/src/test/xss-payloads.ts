/**
 * 200 cross-site scripting payloads for user text fields: classic vectors in several wrappings.
 * Each one, if it ever ran, would call window.__xss(n) (and alert(n)), which tests watch for.
 */

const VECTORS: readonly ((run: string) => string)[] = [
  (r) => `<script>${r}</script>`,
  (r) => `<img src=x onerror="${r}">`,
  (r) => `<svg onload=${r}>`,
  (r) => `<iframe src="javascript:${r}"></iframe>`,
  (r) => `<a href="javascript:${r}">clique</a>`,
  (r) => `"><script>${r}</script>`,
  (r) => `'><img src=x onerror=${r}>`,
  (r) => `</title><script>${r}</script>`,
  (r) => `</script><script>${r}</script>`,
  (r) => `<body onload=${r}>`,
  (r) => `<details open ontoggle=${r}>`,
  (r) => `<math><mtext><table><mglyph><style><img src=x onerror=${r}>`,
  (r) => `<input autofocus onfocus=${r}>`,
  (r) => `<video><source onerror=${r}></video>`,
  (r) => `<object data="javascript:${r}"></object>`,
  (r) => `<embed src="javascript:${r}">`,
  (r) => `<form><button formaction="javascript:${r}">ok</button></form>`,
  (r) => `<div style="background:url(javascript:${r})">x</div>`,
  (r) => `<a href="jav&#x09;ascript:${r}">x</a>`,
  (r) => `<svg><script>${r}</script></svg>`,
  (r) => `<noscript><p title="</noscript><img src=x onerror=${r}>">`,
  (r) => `<img src=x:x onerror=${r}//`,
  (r) => `{{constructor.constructor('${r}')()}}`,
  (r) => `javascript:${r}`,
  (r) => `<meta http-equiv="refresh" content="0;url=javascript:${r}">`,
  (r) => `<base href="javascript:${r}//">`,
  (r) => `<img src="data:image/svg+xml,<svg onload=${r}>">`,
  (r) => `<!--<img src="--><img src=x onerror=${r}//">`,
  (r) => `<style>@import 'javascript:${r}';</style>`,
  (r) => `<isindex type=image src=1 onerror=${r}>`,
];

const WRAPPINGS: readonly ((payload: string) => string)[] = [
  (p) => p,
  (p) => `Festa ${p}`,
  (p) => p.replace(/<(\w)/g, (_, ch: string) => `<${ch.toUpperCase()}`),
  (p) => `<p>${p}</p>`,
  (p) => `${p} <!--`,
  (p) => `"${p}`,
  (p) => p.replace(/ /g, '\n'),
];

export const XSS_PAYLOADS: readonly string[] = WRAPPINGS.flatMap((wrap, w) =>
  VECTORS.map((vector, v) => {
    const n = w * VECTORS.length + v;
    return wrap(vector(`window.__xss&&window.__xss(${n}),alert(${n})`));
  }),
).slice(0, 200);

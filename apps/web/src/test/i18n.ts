import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Resources = Record<string, Record<string, ResourceKey>>;

const files = import.meta.glob<ResourceKey>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every locale file, as { lng: { ns: json } }, read from the real public/locales. */
export const localeResources: Resources = {};
for (const [path, data] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  localeResources[match[1]] ??= {};
  const namespaces = localeResources[match[1]];
  if (namespaces) namespaces[match[2]] = data;
}

/** A namespace's texts as { 'a.b.c': text }, for comparing languages key by key. */
export function flattenLocale(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (typeof child === 'object' && child !== null)
      Object.assign(out, flattenLocale(child, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(child);
  }
  return out;
}

/** i18next for tests: the real pt-BR texts, no HTTP backend, no detection. */
export async function initTestI18n() {
  if (i18next.isInitialized) return i18next;
  const ptBR = localeResources['pt-BR'] ?? {};
  await i18next.use(initReactI18next).init({
    lng: 'pt-BR',
    fallbackLng: 'pt-BR',
    resources: { 'pt-BR': ptBR },
    ns: Object.keys(ptBR),
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

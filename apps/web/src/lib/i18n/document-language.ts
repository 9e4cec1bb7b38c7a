import type { i18n as I18n } from 'i18next';
import { directionOf } from './languages.ts';

/** Keeps `<html lang dir>` in step with the current language (dir="rtl" for Arabic). */
export function syncDocumentLanguage(i18n: I18n, root: HTMLElement = document.documentElement): () => void {
  const apply = (language: string | undefined) => {
    const lng = language || i18n.resolvedLanguage || i18n.language;
    if (!lng) return;
    root.lang = lng;
    root.dir = directionOf(lng);
  };
  apply(i18n.resolvedLanguage);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}

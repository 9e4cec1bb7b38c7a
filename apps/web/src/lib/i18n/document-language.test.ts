import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { syncDocumentLanguage } from './document-language.ts';

describe('syncDocumentLanguage', () => {
  it('sets <html lang> and dir, rtl for Arabic', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'pt-BR', supportedLngs: ['pt-BR', 'en', 'ar'], resources: {} });
    const root = document.createElement('html');
    const stop = syncDocumentLanguage(i18n, root);
    expect(root).toHaveAttribute('lang', 'pt-BR');
    expect(root).toHaveAttribute('dir', 'ltr');

    await i18n.changeLanguage('ar');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(root).toHaveAttribute('dir', 'rtl');

    await i18n.changeLanguage('en');
    expect(root).toHaveAttribute('dir', 'ltr');
    stop();
  });
});

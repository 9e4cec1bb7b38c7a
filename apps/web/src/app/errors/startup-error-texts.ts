import { DEFAULT_LANGUAGE, LANGUAGES, type Language, RTL_LANGUAGES } from '@eventos/domain';

export interface StartupErrorTexts {
  title: string;
  body: string;
  reload: string;
  details: string;
}

/**
 * The startup error screen's texts (spec §2), built in: when the app cannot mount, i18next and the
 * locale files may never have loaded.
 */
export const STARTUP_ERROR_TEXTS: Record<Language, StartupErrorTexts> = {
  'pt-BR': {
    title: 'Erro ao carregar a aplicação',
    body: 'Ocorreu um erro inesperado. Por favor, recarregue a página ou tente novamente mais tarde.',
    reload: 'Recarregar Página',
    details: 'Detalhes técnicos',
  },
  en: {
    title: 'Error loading the app',
    body: 'An unexpected error occurred. Please reload the page or try again later.',
    reload: 'Reload page',
    details: 'Technical details',
  },
  es: {
    title: 'Error al cargar la aplicación',
    body: 'Ocurrió un error inesperado. Recarga la página o inténtalo de nuevo más tarde.',
    reload: 'Recargar página',
    details: 'Detalles técnicos',
  },
  zh: {
    title: '应用加载失败',
    body: '发生了意外错误。请重新加载页面或稍后再试。',
    reload: '重新加载页面',
    details: '技术详情',
  },
  ar: {
    title: 'خطأ في تحميل التطبيق',
    body: 'حدث خطأ غير متوقع. يُرجى إعادة تحميل الصفحة أو المحاولة مرة أخرى لاحقًا.',
    reload: 'إعادة تحميل الصفحة',
    details: 'تفاصيل تقنية',
  },
};

function match(candidate: string | null | undefined): Language | undefined {
  if (!candidate) return undefined;
  const lower = candidate.toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === base);
}

function stored(): string | null {
  try {
    return window.localStorage.getItem('i18nextLng');
  } catch {
    return null;
  }
}

/** The language the way i18next would pick it (?lng=, localStorage i18nextLng, browser), pt-BR otherwise. */
export function detectStartupLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  const candidates = [fromQuery, stored(), ...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    const language = match(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}

import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { PageHeader } from './page-header.tsx';
import { type TextSection, TextSections } from './text-sections.tsx';

interface LegalPageProps {
  /** Key of the document in the `legal` namespace. */
  doc: 'terms' | 'privacy' | 'cookies';
  version?: { version: string; date: string };
}

/** A legal document of the `legal` namespace, with its version and date when it has one. */
export function LegalPage({ doc, version }: LegalPageProps) {
  const { t, i18n } = useTranslation('legal');
  usePageMeta(t(`${doc}.title`), t(`${doc}.description`));
  const sections = t(`${doc}.sections`, { returnObjects: true }) as TextSection[];
  const date = version
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'pt-BR', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${version.date}T00:00:00Z`))
    : null;

  return (
    <article aria-labelledby={`${doc}-title`}>
      <PageHeader id={`${doc}-title`} title={t(`${doc}.title`)} lead={t(`${doc}.intro`)} />
      {version && date ? (
        <p className="mb-8 text-on-surface-variant text-sm">
          {t('versionLine', { version: version.version, date })}
        </p>
      ) : null}
      <TextSections sections={Array.isArray(sections) ? sections : []} />
    </article>
  );
}

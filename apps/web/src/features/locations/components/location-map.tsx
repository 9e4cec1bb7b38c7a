import { useTranslation } from 'react-i18next';

/** Only OpenStreetMap's embeddable map may be framed (the CSP's frame-src says the same). */
const EMBED_ORIGIN = 'https://www.openstreetmap.org/';

/** The venue's embedded OpenStreetMap, loaded only when it comes into view. */
export function LocationMap({ embedUrl, name }: { embedUrl: string; name: string }) {
  const { t } = useTranslation('locations');
  if (!embedUrl.startsWith(EMBED_ORIGIN)) return null;
  return (
    <iframe
      src={embedUrl}
      title={t('card.mapTitle', { name })}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="aspect-video w-full rounded-xl border border-outline-variant"
    />
  );
}

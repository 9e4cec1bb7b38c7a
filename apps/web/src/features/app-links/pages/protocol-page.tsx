import { parseProtocolRoute, protocolLinkPath } from '@eventos/domain';
import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

/** What follows /protocol/ in the address, as the browser wrote it (percent-encoding kept). */
const PROTOCOL_REST = /^\/protocol\/(.*)$/i;

/**
 * /protocol/{rest}/* — the manifest's handler for `web+eventos:` links (the browser passes the whole
 * link percent-encoded; `/protocol/event/{slug}` works too). A link to an event, group or person
 * opens its page in place of this one; anything else says the link is not recognised.
 */
export function ProtocolPage() {
  const { pathname } = useLocation();
  const link = parseProtocolRoute(PROTOCOL_REST.exec(pathname)?.[1] ?? '');
  if (link) return <Navigate to={protocolLinkPath(link)} replace />;
  return <UnknownLink />;
}

function UnknownLink() {
  const { t } = useTranslation('appLinks');
  usePageMeta(t('protocol.title'), t('protocol.message'));
  return (
    <StatusMessage
      role="alert"
      titleAs="h1"
      icon={<Link2Off aria-hidden="true" className="size-10 text-primary" />}
      title={t('protocol.title')}
      description={t('protocol.message')}
      action={
        <Link to="/events" className={buttonClasses('primary')}>
          {t('protocol.events')}
        </Link>
      }
    />
  );
}

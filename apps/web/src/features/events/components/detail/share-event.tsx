import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { ActionMenu, menuItemClasses } from './action-menu.tsx';

interface ShareEventProps {
  name: string;
  /** Absolute address of the event page. */
  url: string;
}

/** Opens the system share sheet; false when the device has none (or it failed), so the menu opens. */
function shareNatively(data: ShareData): Promise<boolean> | false {
  if (typeof navigator.share !== 'function') return false;
  return navigator.share(data).then(
    () => true,
    // The reader closed the sheet: nothing else to do. Any other failure falls back to the menu.
    (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
  );
}

/** "Compartilhar": the system share sheet where there is one (phones); else copy the link or WhatsApp. */
export function ShareEvent({ name, url }: ShareEventProps) {
  const { t } = useTranslation('eventDetails');
  const [open, setOpen] = useState(false);
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`;

  const copy = async () => {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copied') });
    } catch {
      toast({ title: t('share.copyFailed'), description: url, variant: 'destructive' });
    }
  };

  return (
    <ActionMenu
      label={t('share.button')}
      icon={<Share2 aria-hidden="true" className="size-4" />}
      open={open}
      onOpenChange={setOpen}
      onTrigger={() => shareNatively({ title: name, text: name, url })}
    >
      <button type="button" className={menuItemClasses} onClick={() => void copy()}>
        <Link2 aria-hidden="true" className="size-4 text-primary" />
        {t('share.copy')}
      </button>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={menuItemClasses}
        onClick={() => setOpen(false)}
      >
        <MessageCircle aria-hidden="true" className="size-4 text-primary" />
        {t('share.whatsapp')}
        <span className="sr-only">{t('actions.newTab')}</span>
      </a>
    </ActionMenu>
  );
}

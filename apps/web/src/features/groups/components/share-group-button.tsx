import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';

interface ShareGroupButtonProps {
  name: string;
  /** Absolute address of the group's page. */
  url: string;
}

/** True when the system share sheet took it (or the person closed it); false to fall back. */
async function shareNatively(data: ShareData): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

/** "Compartilhar": the system share sheet where there is one, else the link copied with a toast. */
export function ShareGroupButton({ name, url }: ShareGroupButtonProps) {
  const { t } = useTranslation('groups');

  const share = async () => {
    if (await shareNatively({ title: name, text: name, url })) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copied') });
    } catch {
      toast({ title: t('share.copyFailed'), description: url, variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('share.button')}
    </Button>
  );
}

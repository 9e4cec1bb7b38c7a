import i18next from 'i18next';
import { toast } from '../../../ui/toast/toast-store.ts';

/** The toast after a write was queued: "Sem conexão. Vamos enviar quando a conexão voltar." */
export async function announceQueued(): Promise<void> {
  try {
    await i18next.loadNamespaces('offline');
  } catch {
    // The text falls back to pt-BR (or the key) below.
  }
  toast({ title: i18next.t('offline:queued.toast') });
}

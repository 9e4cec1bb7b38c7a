import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePendingActions } from '../lib/pending-actions.ts';

const COMMENT_KIND = ['comment'] as const;

function textOf(body: unknown): string {
  const text = typeof body === 'object' && body !== null ? (body as { body?: unknown }).body : undefined;
  return typeof text === 'string' ? text : '';
}

/**
 * The person's own comments written without a connection, not yet on the server: each with
 * "Enviando quando a conexão voltar…". Nothing when none is waiting.
 */
export function PendingComments({ eventId }: { eventId: string }) {
  const pending = usePendingActions(eventId, COMMENT_KIND);
  const { t, ready } = useTranslation('offline', { useSuspense: false });
  if (pending.length === 0 || !ready) return null;
  return (
    <ul className="flex flex-col gap-3">
      {pending.map((comment) => (
        <li
          key={comment.idempotencyKey}
          className="flex flex-col gap-1.5 rounded-2xl border border-outline-variant border-dashed p-4"
        >
          <p className="whitespace-pre-wrap break-words text-on-surface text-sm">{textOf(comment.body)}</p>
          <p className="flex items-center gap-1.5 text-on-surface-variant text-xs">
            <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
            {t('queued.comment')}
          </p>
        </li>
      ))}
    </ul>
  );
}

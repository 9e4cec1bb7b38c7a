import type { Relationship } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { type RelationshipAction, useRelationshipActions } from '../api/use-relationship-actions.ts';

/** What the toast says once an action is done, by what the relationship became. */
function doneKey(action: RelationshipAction, before: Relationship | null, after: Relationship): string {
  switch (action) {
    case 'befriend':
      return after.friendship === 'friends' ? 'done.accepted' : 'done.requested';
    case 'unfriend':
      if (before?.friendship === 'request_sent') return 'done.cancelled';
      if (before?.friendship === 'request_received') return 'done.declined';
      return 'done.unfriended';
    default:
      return `done.${action}`;
  }
}

const FAILED: Record<RelationshipAction, string> = {
  befriend: 'failed.friendship',
  unfriend: 'failed.friendship',
  follow: 'failed.follow',
  unfollow: 'failed.follow',
  block: 'failed.block',
  unblock: 'failed.block',
};

/**
 * Runs a relationship action on one person and says how it went in a toast; `onDone` receives the
 * new relationship (the caller shows it at once).
 */
export function useRelationshipChange(
  person: { id: string; name: string },
  before: Relationship | null,
  onDone?: (relationship: Relationship) => void,
) {
  const { t } = useTranslation(['people', 'fields']);
  const mutation = useRelationshipActions(person.id);
  const run = (action: RelationshipAction, after?: () => void) =>
    mutation.mutate(action, {
      onSuccess: ({ relationship }) => {
        onDone?.(relationship);
        toast({ title: t(doneKey(action, before, relationship), { name: person.name }) });
        after?.();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t(FAILED[action]),
          description: describeError(t, error, ['people', 'fields']),
        }),
    });
  return { run, pending: mutation.isPending };
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useAcceptInvitationLink } from '../api/accept-invitation-link.ts';
import { groupPageHref, signInHref } from '../lib/group-links.ts';
import { InvitationBanner } from './invitation-banner.tsx';

interface InviteLinkPromptProps {
  token: string;
  /** The signed-in user's id, or 'visitor'. */
  viewer: string;
  /** The group's name when the page can show it (a public group). */
  name?: string | undefined;
}

/**
 * 'Você foi convidado(a)': the link of an e-mailed invitation. A visitor signs in first and comes
 * back to this same address; a signed-in person accepts (the link works once) or leaves it for now.
 */
export function InviteLinkPrompt({ token, viewer, name }: InviteLinkPromptProps) {
  const { t } = useTranslation(['groups', 'fields']);
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitationLink();
  const here = `${location.pathname}${location.search}${location.hash}`;

  /** The same page without ?invite= (the link is used, or put aside). */
  const withoutInvite = (slug?: string) => {
    const params = new URLSearchParams(location.search);
    params.delete('invite');
    const query = params.toString();
    return `${slug ? groupPageHref(slug) : location.pathname}${query ? `?${query}` : ''}`;
  };

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (answer) => {
        toast({ title: name ? t('actions.joined', { name }) : t('invitation.accepted') });
        void navigate(withoutInvite(answer.slug), { replace: true });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('invitation.failed'),
          description: describeError(t, error, ['fields']),
        }),
    });

  const text = name ? t('invitation.linkTextNamed', { name }) : t('invitation.linkText');
  if (viewer === 'visitor') {
    return (
      <InvitationBanner
        title={t('invitation.linkTitle')}
        text={`${text} ${t('invitation.signInFirst')}`}
        actions={
          <Link to={signInHref(here)} className={buttonClasses('primary')}>
            {t('invitation.signInToAccept')}
          </Link>
        }
      />
    );
  }
  return (
    <InvitationBanner
      title={t('invitation.linkTitle')}
      text={text}
      actions={
        <>
          <Button onClick={onAccept} disabled={accept.isPending}>
            {t('invitation.accept')}
          </Button>
          <Button
            variant="outline-on-tint"
            onClick={() => void navigate(withoutInvite(), { replace: true })}
            disabled={accept.isPending}
          >
            {t('invitation.later')}
          </Button>
        </>
      }
    />
  );
}

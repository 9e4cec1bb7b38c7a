import type { SponsorshipTier } from '@eventos/domain';
import { SPONSORSHIP_LIMITS } from '@eventos/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors, focusFirstError } from '../../../lib/forms/field-errors.ts';
import { sessionMe, useSession } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { fullName } from '../../profile/lib/person-name.ts';
import { useManagedGroups, useRequestSponsorship } from '../api/use-request-sponsorship.ts';
import { parseRequest, REQUEST_FIELDS, type RequestDraft, type RequestField } from '../lib/request-form.ts';
import { LogoField } from './logo-field.tsx';
import { SponsorAsField } from './sponsor-as-field.tsx';
import { TierChoice } from './tier-choice.tsx';

const NAMESPACES = ['sponsorships', 'fields'] as const;

interface SponsorDialogProps {
  eventId: string;
  tiers: SponsorshipTier[];
  onClose: () => void;
  onSent: () => void;
}

/** "Patrocinar": the tier, who sponsors, the name and logo to show, a link and a message. */
export function SponsorDialog({ eventId, tiers, onClose, onSent }: SponsorDialogProps) {
  const { t } = useTranslation(NAMESPACES);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const me = sessionMe(useSession());
  const myName = me ? fullName(me.profile) : '';
  const groups = useManagedGroups().data ?? [];
  const request = useRequestSponsorship(eventId);
  const [draft, setDraft] = useState<RequestDraft>(() => ({
    tierId: tiers.find((tier) => tier.taken < tier.slots)?.id ?? '',
    groupId: '',
    displayName: myName,
    logo: null,
    linkUrl: '',
    message: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<RequestField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [nameEdited, setNameEdited] = useState(false);

  const set = <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) =>
    setDraft((before) => ({ ...before, [key]: value }));
  const fieldError = (field: RequestField) =>
    errors[field] ? t(errors[field], { ns: NAMESPACES }) : undefined;

  const chooseSponsor = (groupId: string) => {
    const group = groups.find((g) => g.id === groupId);
    // The name follows the choice until the person writes their own.
    setDraft((before) => ({
      ...before,
      groupId,
      displayName: nameEdited ? before.displayName : (group?.name ?? myName),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseRequest(draft);
    if (parsed.errors) {
      setErrors(parsed.errors);
      focusFirstError(form.current, REQUEST_FIELDS, parsed.errors);
      return;
    }
    setErrors({});
    try {
      const { logoError } = await request.mutateAsync({ input: parsed.input, logo: draft.logo });
      toast({ title: t('request.sent') });
      if (logoError)
        toast({ title: t('request.logoFailed'), description: describeError(t, logoError, NAMESPACES) });
      onSent();
    } catch (error) {
      const fields = apiFieldErrors(error, REQUEST_FIELDS);
      if (fields) {
        setErrors(fields);
        focusFirstError(form.current, REQUEST_FIELDS, fields);
      } else setFailure(describeError(t, error, NAMESPACES));
    }
  };

  return (
    <ModalDialog titleId={`${id}-title`} descriptionId={`${id}-text`} onClose={onClose}>
      <h2 id={`${id}-title`} className="font-semibold text-on-surface text-xl">
        {t('request.title')}
      </h2>
      <p id={`${id}-text`} className="text-on-surface-variant text-sm">
        {t('request.text')}
      </p>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TierChoice
          id={`${id}-tier`}
          tiers={tiers}
          value={draft.tierId}
          onChange={(tierId) => set('tierId', tierId)}
          error={fieldError('tierId')}
        />
        <SponsorAsField
          id={`${id}-as`}
          myName={myName}
          groups={groups}
          value={draft.groupId}
          onChange={chooseSponsor}
          error={fieldError('groupId')}
        />
        <TextField
          name="displayName"
          label={t('request.displayName')}
          value={draft.displayName}
          onChange={(value) => {
            setNameEdited(true);
            set('displayName', value);
          }}
          error={fieldError('displayName')}
          hint={t('request.displayNameHint')}
          required
          dir="auto"
        />
        <LogoField
          id={`${id}-logo`}
          file={draft.logo}
          onChange={(file) => set('logo', file)}
          error={fieldError('logo')}
        />
        <TextField
          name="linkUrl"
          label={t('request.link')}
          value={draft.linkUrl}
          onChange={(value) => set('linkUrl', value)}
          error={fieldError('linkUrl')}
          hint={t('request.linkHint')}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
        <TextField
          name="message"
          label={t('request.message')}
          value={draft.message}
          onChange={(value) => set('message', value)}
          error={fieldError('message')}
          hint={t('request.counter', { count: draft.message.length, max: SPONSORSHIP_LIMITS.message.max })}
          multiline
          rows={3}
          dir="auto"
        />
        <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
          <Button type="button" variant="ghost" onClick={onClose} disabled={request.isPending}>
            {t('request.cancel')}
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t('request.sending') : t('request.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

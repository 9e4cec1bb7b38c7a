import type { Location } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { VisibilityBadge } from './location-badges.tsx';
import { LocationForm } from './location-form.tsx';
import { LocationTypeStep } from './location-type-step.tsx';

interface LocationDialogProps {
  /** The venue to edit, or null to add one. */
  location: Location | null;
  onClose: () => void;
}

/**
 * Spec §4 Location dialog: a new venue first chooses its type, then fills the form; editing goes
 * straight to the form with the venue's type. Saving or cancelling closes it.
 */
export function LocationDialog({ location, onClose }: LocationDialogProps) {
  const { t } = useTranslation('locations');
  const titleId = useId();
  const [isPublic, setIsPublic] = useState<boolean | null>(location ? location.isPublic : null);

  return (
    <ModalDialog titleId={titleId} onClose={onClose}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-on-surface text-xl">
          {t(location ? 'dialog.editTitle' : 'dialog.newTitle')}
        </h2>
        {isPublic === null ? null : <VisibilityBadge isPublic={isPublic} />}
      </div>
      {isPublic === null ? (
        <LocationTypeStep onChoose={setIsPublic} onCancel={onClose} />
      ) : (
        <LocationForm location={location} isPublic={isPublic} onSaved={onClose} onCancel={onClose} />
      )}
    </ModalDialog>
  );
}

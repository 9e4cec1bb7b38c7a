import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DateTimePicker, type DateTimePickerLabels } from '../../../ui/date-time-picker.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { OfflineWaiting } from '../../../ui/offline-waiting.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { SwitchField } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ShowcaseSection } from './showcase-section.tsx';

const VARIANTS = ['primary', 'danger', 'outline', 'outline-on-tint', 'ghost'] as const;
const PICKER_MODES = ['date', 'time', 'datetime'] as const;

/** Every component of src/ui/ in its states, for checking the look in both modes and in RTL. */
export function ComponentShowcase() {
  const { t } = useTranslation('styleGuide');
  const [text, setText] = useState('');
  const [on, setOn] = useState(true);
  const [off, setOff] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Record<string, string>>({ date: '', time: '', datetime: '' });
  const [dialog, setDialog] = useState<'confirm' | 'modal' | null>(null);
  const labels: DateTimePickerLabels = {
    date: t('components.picker.date'),
    hour: t('components.picker.hour'),
    minute: t('components.picker.minute'),
    quickTimes: t('components.picker.quickTimes'),
    now: t('components.picker.now'),
  };

  return (
    <div className="flex flex-col gap-4">
      <ShowcaseSection title={t('components.buttons')} file="ui/button.tsx">
        {(['md', 'compact'] as const).map((size) => (
          <div key={size} className="flex flex-wrap gap-2">
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant} · {size}
              </Button>
            ))}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-2">
          {VARIANTS.map((variant) => (
            <Button
              key={variant}
              variant={variant}
              size="icon"
              aria-label={t('components.iconButton', { variant })}
            >
              <Plus aria-hidden="true" className="size-5" />
            </Button>
          ))}
          <Button disabled>{t('components.disabled')}</Button>
          <Button variant="outline" disabled>
            {t('components.disabled')}
          </Button>
          <Button aria-busy="true" disabled>
            <Spinner size="sm" className="text-on-primary" />
            {t('components.loading')}
          </Button>
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={t('components.card')} file="ui/card.tsx">
        <Card className="p-4">
          <p className="font-semibold text-card-foreground">{t('components.cardTitle')}</p>
          <p className="text-on-surface-variant text-sm">{t('components.cardText')}</p>
        </Card>
      </ShowcaseSection>

      <ShowcaseSection title={t('components.textField')} file="ui/text-field.tsx">
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextField
            name="sample-hint"
            label={t('components.fieldLabel')}
            value={text}
            onChange={setText}
            hint={t('components.fieldHint')}
            required
          />
          <TextField
            name="sample-error"
            label={t('components.fieldLabel')}
            value={text}
            onChange={setText}
            error={t('components.fieldError')}
          />
          <TextField
            name="sample-multiline"
            label={t('components.multiline')}
            value={text}
            onChange={setText}
            multiline
            rows={3}
          />
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={t('components.switch')} file="ui/switch.tsx">
        <SwitchField label={t('components.switchOn')} checked={on} onCheckedChange={setOn} />
        <SwitchField
          label={t('components.switchOff')}
          hint={t('components.switchHint')}
          checked={off}
          onCheckedChange={setOff}
        />
        <SwitchField label={t('components.disabled')} checked onCheckedChange={() => {}} disabled />
        <SwitchField label={t('components.busy')} checked={on} onCheckedChange={setOn} busy />
      </ShowcaseSection>

      <ShowcaseSection title={t('components.spinner')} file="ui/spinner.tsx">
        <div className="flex items-center gap-4">
          <Spinner size="sm" />
          <Spinner size="md" />
          <Spinner size="lg" />
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={t('components.statusMessage')} file="ui/status-message.tsx">
        <StatusMessage
          title={t('components.statusTitle')}
          description={t('components.statusText')}
          action={<Button variant="outline">{t('components.statusAction')}</Button>}
        />
        <StatusMessage
          role="alert"
          title={t('components.alertTitle')}
          description={t('components.alertText')}
        />
      </ShowcaseSection>

      <ShowcaseSection title={t('components.formAlert')} file="ui/form-alert.tsx">
        <FormAlert>{t('components.formAlertText')}</FormAlert>
      </ShowcaseSection>

      <ShowcaseSection title={t('components.searchField')} file="ui/search-field.tsx">
        <SearchField
          label={t('components.searchLabel')}
          placeholder={t('components.searchLabel')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </ShowcaseSection>

      <ShowcaseSection title={t('components.picker.title')} file="ui/date-time-picker.tsx">
        <div className="grid gap-4 wide:grid-cols-3">
          {PICKER_MODES.map((mode) => (
            <DateTimePicker
              key={mode}
              name={`sample-${mode}`}
              label={t(`components.picker.${mode}Mode`)}
              mode={mode}
              value={picked[mode] ?? ''}
              onChange={(value) => setPicked((all) => ({ ...all, [mode]: value }))}
              labels={labels}
            />
          ))}
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={t('components.dialogs')} file="ui/confirm-dialog.tsx · ui/modal-dialog.tsx">
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => setDialog('confirm')}>
            {t('components.openConfirm')}
          </Button>
          <Button variant="outline" onClick={() => setDialog('modal')}>
            {t('components.openModal')}
          </Button>
        </div>
        {dialog === 'confirm' ? (
          <ConfirmDialog
            title={t('components.confirmTitle')}
            description={t('components.confirmText')}
            confirmLabel={t('components.confirm')}
            cancelLabel={t('components.cancel')}
            destructive
            onConfirm={() => setDialog(null)}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog === 'modal' ? (
          <ModalDialog titleId="showcase-modal-title" onClose={() => setDialog(null)}>
            <h2 id="showcase-modal-title" className="font-semibold text-xl">
              {t('components.modalTitle')}
            </h2>
            <p className="text-on-surface-variant">{t('components.modalText')}</p>
            <Button onClick={() => setDialog(null)}>{t('components.close')}</Button>
          </ModalDialog>
        ) : null}
      </ShowcaseSection>

      <ShowcaseSection title={t('components.toast')} file="ui/toast/">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              toast({ title: t('components.toastTitle'), description: t('components.toastText') })
            }
          >
            {t('components.showToast')}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              toast({
                variant: 'destructive',
                title: t('components.toastErrorTitle'),
                description: t('components.toastText'),
              })
            }
          >
            {t('components.showErrorToast')}
          </Button>
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={t('components.offlineWaiting')} file="ui/offline-waiting.tsx">
        <OfflineWaiting />
      </ShowcaseSection>
    </div>
  );
}

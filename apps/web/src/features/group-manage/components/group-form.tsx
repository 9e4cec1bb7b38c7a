import { GROUP_LIMITS, type GroupDetail } from '@eventos/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusFirstError } from '../../../lib/forms/field-errors.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { CategoryField } from '../../event-form/components/category-field.tsx';
import { ChoiceGroup } from '../../event-form/components/choice-group.tsx';
import { DescriptionField } from '../../event-form/components/description-field.tsx';
import { fieldMessage } from '../../event-form/lib/field-message.ts';
import { groupPagePath } from '../api/group-path.ts';
import {
  buildGroupInput,
  EMPTY_GROUP_FORM,
  GROUP_FIELDS,
  type GroupField,
  type GroupFieldErrors,
  type GroupFormValues,
  groupToFormValues,
} from '../lib/group-form-values.ts';
import { useGroupImage } from '../lib/use-group-image.ts';
import { useSaveGroup } from '../lib/use-save-group.ts';
import { GroupImageField } from './group-image-field.tsx';

/**
 * The group form (create and edit): name, description, category, city, public or private, logo
 * and cover. Every problem shows beside its field, whether the form or the server found it, and
 * what was typed stays.
 */
export function GroupForm({ group }: { group: GroupDetail | null }) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const [values, setValues] = useState<GroupFormValues>(() =>
    group ? groupToFormValues(group) : EMPTY_GROUP_FORM,
  );
  const [errors, setErrors] = useState<GroupFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<GroupFieldErrors | null>(null);
  const logo = useGroupImage(group, 'logo');
  const cover = useGroupImage(group, 'cover');
  const images = { logo, cover };
  const { save, saving } = useSaveGroup(group, {
    onFieldErrors: (found) => show(found),
    onImage: (kind, saved, error) => (error ? images[kind].failed(error) : images[kind].uploaded(saved)),
  });

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) focusFirstError(formRef.current, GROUP_FIELDS, target);
  });

  const show = (found: GroupFieldErrors) => {
    setErrors(found);
    focusNext.current = found;
  };

  const change = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildGroupInput(values);
    if (!built.ok) {
      show(built.errors);
      return;
    }
    setErrors({});
    save({
      input: built.input,
      images: { ...(logo.file ? { logo: logo.file } : {}), ...(cover.file ? { cover: cover.file } : {}) },
    });
  };

  const text = (field: GroupField): string | undefined => {
    const code = errors[field];
    return code ? fieldMessage(t, code) : undefined;
  };
  const imageText = (kind: 'logo' | 'cover') => {
    const code = images[kind].error;
    if (code === 'upload') return t('form.imageNotSent');
    return code ? fieldMessage(t, code) : text(kind);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TextField
        name="name"
        label={t('form.name')}
        hint={t('form.nameHint', { min: GROUP_LIMITS.name.min, max: GROUP_LIMITS.name.max })}
        value={values.name}
        onChange={(v) => change('name', v)}
        error={text('name')}
        required
        maxLength={GROUP_LIMITS.name.max}
        dir="auto"
      />
      <DescriptionField
        value={values.description}
        onChange={(html) => change('description', html)}
        error={text('description')}
        label={t('form.description')}
        hint={t('form.descriptionHint')}
      />
      <div className="grid gap-5 tablet:grid-cols-2">
        <CategoryField
          value={values.category}
          onChange={(v) => change('category', v)}
          error={text('category')}
        />
        <TextField
          name="city"
          label={t('form.city')}
          hint={t('form.cityHint')}
          value={values.city}
          onChange={(v) => change('city', v)}
          error={text('city')}
          autoComplete="address-level2"
          maxLength={GROUP_LIMITS.city.max}
          dir="auto"
        />
      </div>
      <ChoiceGroup
        name="visibility"
        layout="cards"
        legend={t('form.visibility')}
        choices={[
          { value: 'public', label: t('form.public'), description: t('form.publicHint') },
          { value: 'private', label: t('form.private'), description: t('form.privateHint') },
        ]}
        value={values.visibility}
        onChange={(v) => change('visibility', v)}
        error={text('visibility')}
      />
      <div className="grid gap-6 tablet:grid-cols-[13rem_minmax(0,1fr)]">
        <GroupImageField image={logo} error={imageText('logo')} />
        <GroupImageField image={cover} error={imageText('cover')} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-outline-variant border-t pt-4 tablet:flex-row tablet:justify-end">
        <Link to={group ? groupPagePath(group.slug) : '/groups'} className={buttonClasses('ghost')}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t('form.saving') : t(group ? 'form.save' : 'form.create')}
        </Button>
      </div>
    </form>
  );
}

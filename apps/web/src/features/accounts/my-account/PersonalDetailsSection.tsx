import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX, type User } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextField } from '../../../components/form/TextField';
import { profileQueryKey } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { profileErrors } from './profile-messages';
import { SaveCancel } from './SaveCancel';
import { Section } from './Section';
import styles from './Section.module.css';
import { useEditableSection } from './use-editable-section';

// No maxLength on the inputs: a longer name is typed, then refused with the spec's message.
const schema = z.object({
  firstName: z.string().trim().max(NAME_MAX, 'errors.first_name_too_long'),
  lastName: z.string().trim().max(NAME_MAX, 'errors.last_name_too_long'),
});
type Values = z.infer<typeof schema>;

/** First and last name: read, Edit, editing, Save (busy), read again; Cancel discards. */
export function PersonalDetailsSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema) });

  const section = useEditableSection(setFocus, 'firstName');

  const startEditing = () => {
    reset({ firstName: user.firstName, lastName: user.lastName });
    section.open();
  };

  const onSubmit = handleSubmit(async (names) => {
    try {
      await updateProfile(names);
    } catch (error) {
      for (const { field, key } of profileErrors(error)) {
        setError(field === 'firstName' || field === 'lastName' ? field : 'root', { message: key });
      }
      return;
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    section.close(true);
  });

  if (!section.editing) {
    return (
      <Section title={t('details.title')}>
        {section.saved && <FormMessage kind="notice">{t('details.saved')}</FormMessage>}
        <dl className={styles.values}>
          <dt>{t('details.name')}</dt>
          <dd data-testid="full-name">{user.fullName || user.email}</dd>
          <dt>{t('details.firstName')}</dt>
          <dd>{user.firstName || t('details.notSet')}</dd>
          <dt>{t('details.lastName')}</dt>
          <dd>{user.lastName || t('details.notSet')}</dd>
        </dl>
        <div className={styles.actions}>
          <button
            ref={section.openButton}
            type="button"
            className={styles.secondary}
            onClick={startEditing}
            aria-label={t('details.editLabel')}
          >
            {t('edit')}
          </button>
        </div>
      </Section>
    );
  }

  return (
    <Section title={t('details.title')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        {errors.root?.message && <FormMessage kind="error">{t(errors.root.message)}</FormMessage>}
        <TextField
          label={t('details.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message && t(errors.firstName.message)}
          {...register('firstName')}
        />
        <TextField
          label={t('details.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message && t(errors.lastName.message)}
          {...register('lastName')}
        />
        <SaveCancel busy={isSubmitting} onCancel={() => section.close()} />
      </form>
    </Section>
  );
}

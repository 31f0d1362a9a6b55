import { profilePictureUploadAllowed, type User } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/FormMessage';
import { useConfig } from '../../../lib/config-context';
import { profileQueryKey } from '../api/get-profile';
import { removeProfilePicture } from '../api/profile-picture';
import { initialsOf } from '../initials';
import { PictureEditor } from './PictureEditor';
import styles from './ProfilePictureSection.module.css';
import { Section } from './Section';
import sectionStyles from './Section.module.css';

type Message = { kind: 'notice' | 'error'; key: string } | null;

/** The avatar (picture, else initials), a greeting, and the picture editor. */
export function ProfilePictureSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  // The studio may turn uploads off (the server refuses them then); removing stays possible.
  const canUpload = profilePictureUploadAllowed(useConfig());
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (!editing && wasEditing.current) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const remove = async () => {
    setRemoving(true);
    setMessage(null);
    try {
      await removeProfilePicture();
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      setMessage({ kind: 'notice', key: 'picture.removed' });
    } catch {
      setMessage({ kind: 'error', key: 'picture.delete_failed' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Section title={t('picture.title')}>
      <div className={styles.identity}>
        <div className={styles.avatar} data-testid="profile-avatar">
          {user.profilePictureUrl ? (
            <img src={user.profilePictureUrl} alt={t('picture.alt')} width={96} height={96} />
          ) : (
            <span aria-hidden="true">{initialsOf(user.firstName, user.lastName)}</span>
          )}
        </div>
        <div className={styles.who}>
          <p className={styles.greeting}>{t('greeting', { name: user.firstName || t('defaultName') })}</p>
          <p className={sectionStyles.text}>{user.fullName || user.email}</p>
        </div>
      </div>
      {message && <FormMessage kind={message.kind}>{t(message.key)}</FormMessage>}
      {editing ? (
        <PictureEditor
          onClose={(saved) => {
            setEditing(false);
            if (saved) setMessage({ kind: 'notice', key: 'picture.saved' });
          }}
        />
      ) : (
        <div className={sectionStyles.actions}>
          {canUpload && (
            <button
              ref={changeButton}
              type="button"
              className={sectionStyles.secondary}
              onClick={() => {
                setMessage(null);
                setEditing(true);
              }}
            >
              {t('picture.change')}
            </button>
          )}
          {user.profilePictureUrl && (
            <button type="button" className={sectionStyles.secondary} disabled={removing} onClick={remove}>
              {removing ? t('picture.removing') : t('picture.remove')}
            </button>
          )}
        </div>
      )}
    </Section>
  );
}

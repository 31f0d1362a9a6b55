import { STAFF_ROLES, type StaffMember, type StaffRole } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../../components/form/FormMessage';
import { useStudioMe } from '../../api/get-studio-me';
import { useChangeStaffRole, useStaff } from '../../api/staff';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ConsolePage } from '../../shared/ConsolePage';
import { DataTable, type TableColumn } from '../../shared/DataTable';
import { fieldControlClass } from '../../shared/FormField';
import { useStudioTranslation } from '../../texts';
import { RoleForm } from './RoleForm';
import styles from './StaffPage.module.css';

/** What the last change did, said once it is done (or why it was refused). */
type Outcome = { kind: 'notice' | 'error'; text: string } | undefined;
/** A change waiting for its confirmation: a role taken away, or an owner stepping down. */
type Asked = { member: StaffMember; role: StaffRole | null };

/**
 * Settings › Staff (owners): who is staff; each one's role changed in its row, or taken away; a role
 * given by e-mail. Taking a role, or stepping down as owner, is confirmed first; the server keeps the
 * studio's last owner and says so.
 */
export default function StaffPage() {
  const { t } = useStudioTranslation();
  const staff = useStaff();
  const me = useStudioMe().data;
  const change = useChangeStaffRole();
  const [outcome, setOutcome] = useState<Outcome>();
  const [asked, setAsked] = useState<Asked>();

  const isMe = (member: StaffMember) => member.userId === me?.userId;
  const apply = ({ member, role }: Asked) => {
    setAsked(undefined);
    setOutcome(undefined);
    change.mutate(
      { email: member.email, role },
      {
        onSuccess: () => {
          // Their own role changed: the server decides anew what this person opens.
          if (isMe(member)) return window.location.assign(role ? '/studio' : '/');
          setOutcome({
            kind: 'notice',
            text: role
              ? t('staff.saved', { email: member.email, role: t(`roles.${role}`) })
              : t('staff.removed', { email: member.email }),
          });
        },
        onError: (error) => setOutcome({ kind: 'error', text: error.message }),
      },
    );
  };
  const choose = (member: StaffMember, role: StaffRole | null) => {
    if (role === member.role) return;
    // Taking a role, or stepping down as owner, cannot be undone by the one who does it.
    const confirm = role === null || (isMe(member) && member.role === 'owner');
    if (confirm) setAsked({ member, role });
    else apply({ member, role });
  };
  /** The role a row shows: the one being asked about or saved, else its own. */
  const shownRole = (member: StaffMember) => {
    if (asked?.member.userId === member.userId && asked.role) return asked.role;
    const sent = change.isPending ? change.variables : undefined;
    return sent?.email === member.email && sent.role ? sent.role : member.role;
  };

  const columns: TableColumn<StaffMember>[] = [
    {
      id: 'email',
      header: t('staff.email'),
      labelWhenStacked: false,
      cell: (member) => (
        <>
          {member.email}
          {isMe(member) && <span className={styles.you}> {t('staff.you')}</span>}
        </>
      ),
    },
    { id: 'name', header: t('staff.name'), labelWhenStacked: false, cell: (member) => member.name },
    {
      id: 'role',
      header: t('staff.role'),
      nowrap: true,
      cell: (member) => (
        <select
          className={`${fieldControlClass} ${styles.roleSelect}`}
          aria-label={t('staff.roleOf', { email: member.email })}
          value={shownRole(member)}
          disabled={change.isPending}
          onChange={(event) => choose(member, event.currentTarget.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      labelWhenStacked: false,
      nowrap: true,
      cell: (member) => (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('staff.removeLabel', { email: member.email })}
          disabled={change.isPending}
          onClick={() => choose(member, null)}
        >
          {t('staff.remove')}
        </button>
      ),
    },
  ];

  return (
    <ConsolePage title={t('sections.staff')} intro={t('staff.intro')}>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      {staff.data && (
        <DataTable
          caption={t('staff.caption')}
          columns={columns}
          rows={staff.data}
          rowKey={(member) => member.userId}
          stacked
          testId="staff-table"
        />
      )}
      {staff.isError && <FormMessage kind="error">{staff.error.message}</FormMessage>}
      <RoleForm onDone={setOutcome} />
      {asked && (
        <ConfirmChange
          asked={asked}
          self={isMe(asked.member)}
          onConfirm={apply}
          onCancel={() => setAsked(undefined)}
        />
      )}
    </ConsolePage>
  );
}

/** The question before a role is taken, or an owner steps down: what it will do, Cancel first. */
function ConfirmChange({
  asked,
  self,
  onConfirm,
  onCancel,
}: {
  asked: Asked;
  self: boolean;
  onConfirm: (asked: Asked) => void;
  onCancel: () => void;
}) {
  const { t } = useStudioTranslation();
  const { member, role } = asked;
  const texts = role
    ? {
        title: t('staff.stepDownTitle'),
        body: t('staff.stepDownBody', { role: t(`roles.${role}`) }),
        confirm: t('staff.stepDown'),
      }
    : self
      ? { title: t('staff.leaveTitle'), body: t('staff.leaveBody'), confirm: t('staff.remove') }
      : {
          title: t('staff.removeTitle', { email: member.email }),
          body: t('staff.removeBody'),
          confirm: t('staff.remove'),
        };
  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={t('staff.cancel')}
      onConfirm={() => onConfirm(asked)}
      onCancel={onCancel}
    >
      <p>{texts.body}</p>
    </ConfirmDialog>
  );
}

import { type StaffMember, staffRoleChangeSchema } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../../components/form/FormMessage';
import { useChangeStaffRole, useStaff } from '../../api/staff';
import { ConsolePage } from '../../shared/ConsolePage';
import { DataTable, type TableColumn } from '../../shared/DataTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { useStudioTranslation } from '../../texts';
import { RoleForm } from './RoleForm';
import styles from './StaffPage.module.css';

/** What the last change did, said once it is done (or why it was refused). */
type Outcome = { kind: 'notice' | 'error'; text: string } | undefined;

/** Settings › Staff (owners): who is staff, with what role; give a role by e-mail, take it away. */
export default function StaffPage() {
  const { t } = useStudioTranslation();
  const staff = useStaff();
  const change = useChangeStaffRole();
  const [outcome, setOutcome] = useState<Outcome>();

  const takeRole = (member: StaffMember) => {
    setOutcome(undefined);
    change.mutate(staffRoleChangeSchema.parse({ email: member.email, role: null }), {
      onSuccess: () => setOutcome({ kind: 'notice', text: t('staff.removed', { email: member.email }) }),
      onError: (error) => setOutcome({ kind: 'error', text: error.message }),
    });
  };

  const columns: TableColumn<StaffMember>[] = [
    { id: 'email', header: t('staff.email'), cell: (member) => member.email },
    { id: 'name', header: t('staff.name'), cell: (member) => member.name },
    {
      id: 'role',
      header: t('staff.role'),
      nowrap: true,
      cell: (member) => (
        <StatusBadge tone={member.role === 'owner' ? 'progress' : 'neutral'}>
          {t(`roles.${member.role}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      nowrap: true,
      cell: (member) => (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('staff.removeLabel', { email: member.email })}
          disabled={change.isPending}
          onClick={() => takeRole(member)}
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
          testId="staff-table"
        />
      )}
      {staff.isError && <FormMessage kind="error">{staff.error.message}</FormMessage>}
      <RoleForm onDone={setOutcome} />
    </ConsolePage>
  );
}

import {
  ACT_AS_PREFIX,
  type MemberProduct,
  type StaffRole,
  type StudioMemberDetail,
  staffMay,
  studioMemberPaths,
  type Transaction,
} from '@releve/contracts';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { useStudioMe } from '../api/get-studio-me';
import { ConsolePage } from '../shared/ConsolePage';
import { StatusBadge } from '../shared/StatusBadge';
import { useStudioTranslation } from '../texts';
import { DayPassesDialog } from './DayPassesDialog';
import { EmailDialog } from './EmailDialog';
import { GrantDialog } from './GrantDialog';
import styles from './MemberPage.module.css';
import {
  MemberActivity,
  MemberBilling,
  MemberProducts,
  MemberReservations,
  MemberWatchHistory,
  MemberWeekPlan,
} from './MemberSections';
import { holdings, SegmentBadges, shortDate } from './member-columns';
import {
  useChangeSubscription,
  useMemberDetail,
  useRevokeProduct,
  useSendPasswordReset,
} from './members-api';
import { ReasonDialog } from './ReasonDialog';
import { RefundDialog } from './RefundDialog';
import { RemoveDialog } from './RemoveDialog';
import { useMemberTexts } from './texts';

type Acting =
  | { action: 'grant' }
  | { action: 'dayPasses' }
  | { action: 'revoke'; product: MemberProduct }
  | { action: 'refund'; payment: Transaction }
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'passwordReset' }
  | { action: 'email' }
  | { action: 'remove' };

/** The page's own actions, beside the member's name. */
const HEADER_ACTIONS = [
  { action: 'grant', label: 'grant.open' },
  { action: 'dayPasses', label: 'dayPasses.open' },
  { action: 'passwordReset', label: 'page.passwordReset.open' },
  { action: 'email', label: 'page.email.open' },
] as const;

/**
 * `/studio/members/:id` (issue 35, decision 048): one member as the studio knows them: what they hold
 * and pay, what they watch and plan, their reservations and the staff changes about them, with the
 * owner's actions on them.
 */
export default function MemberPage() {
  const { t } = useMemberTexts();
  const { id = '' } = useParams<{ id: string }>();
  const detail = useMemberDetail(id);
  const [acting, setActing] = useState<Acting | null>(null);
  const close = () => setActing(null);
  const found = detail.data;
  const role = useStudioMe().data?.role;
  const [, navigate] = useLocation();

  return (
    <ConsolePage
      title={found?.member.name ?? t('page.title')}
      intro={found ? <MemberSummary detail={found} /> : undefined}
      actions={
        found && (
          <>
            {HEADER_ACTIONS.map(({ action, label }) => (
              <button
                key={action}
                type="button"
                className={styles.action}
                onClick={() => setActing({ action })}
              >
                {t(label)}
              </button>
            ))}
            <SiteAsMember detail={found} role={role} />
            <button type="button" className={styles.action} onClick={() => setActing({ action: 'remove' })}>
              {t('page.remove.open')}
            </button>
          </>
        )
      }
    >
      <Link href="/members" className={styles.back}>
        {t('page.back')}
      </Link>
      {detail.isError && <FormMessage kind="error">{detail.error.message}</FormMessage>}
      {found && (
        <div className={styles.sections} data-testid="member-page">
          <MemberProducts detail={found} onRevoke={(product) => setActing({ action: 'revoke', product })} />
          <MemberBilling
            detail={found}
            onRefund={(payment) => setActing({ action: 'refund', payment })}
            onChange={(action) => setActing({ action })}
          />
          <MemberWeekPlan detail={found} />
          <MemberReservations detail={found} />
          <MemberWatchHistory detail={found} />
          <MemberActivity detail={found} />
        </div>
      )}
      {found && acting?.action === 'grant' && <GrantDialog member={found.member} onClose={close} />}
      {found && acting?.action === 'dayPasses' && <DayPassesDialog member={found.member} onClose={close} />}
      {found && acting?.action === 'email' && <EmailDialog member={found.member} onClose={close} />}
      {found && acting?.action === 'remove' && (
        <RemoveDialog
          member={found.member}
          onClose={close}
          onRemoved={() => navigate('/members', { state: { removed: found.member.name } })}
        />
      )}
      {found && acting && isReasonAction(acting) && (
        <MemberReasonDialog detail={found} acting={acting} onClose={close} />
      )}
      {found && acting?.action === 'refund' && (
        <RefundDialog member={found.member} payment={acting.payment} onClose={close} />
      )}
    </ConsolePage>
  );
}

/**
 * The member's own site in a new tab (decision 056): read-only for anyone who may view it, acting as
 * them for those who may act; and their data, as they would download it.
 */
function SiteAsMember({ detail, role }: { detail: StudioMemberDetail; role: StaffRole | undefined }) {
  const { t } = useMemberTexts();
  const { id, name } = detail.member;
  const mid = encodeURIComponent(id);
  return (
    <>
      {staffMay(role, 'members.view-as') && (
        <a
          className={styles.linkAction}
          href={`/?mid=${mid}`}
          target="_blank"
          rel="noopener"
          title={t('page.viewAsHint', { name })}
        >
          {t('page.viewAs')}
        </a>
      )}
      {staffMay(role, 'members.act-as') && (
        <a
          className={styles.linkAction}
          href={`/?mid=${ACT_AS_PREFIX}${mid}`}
          target="_blank"
          rel="noopener"
          title={t('page.actAsHint', { name })}
        >
          {t('page.actAs')}
        </a>
      )}
      <a className={styles.linkAction} href={studioMemberPaths.export(id)} download>
        {t('page.export')}
      </a>
    </>
  );
}

/** Under the name: the e-mail, since when, staff role, segments and what they hold, in a line or two. */
function MemberSummary({ detail }: { detail: StudioMemberDetail }) {
  const { t } = useMemberTexts();
  const studio = useStudioTranslation();
  const { member } = detail;
  const held = holdings(member, t);
  return (
    <span className={styles.summary}>
      <span>
        {member.email}
        {!detail.emailVerified && ` (${t('page.unverified')})`} ·{' '}
        {t('page.joined', { date: shortDate(member.joinedAt) })}
        {detail.lastSeenAt && ` · ${t('page.lastSeen', { date: shortDate(detail.lastSeenAt) })}`}
      </span>
      <span className={styles.badges}>
        {member.staffRole && (
          <StatusBadge tone="progress">{studio.t(`roles.${member.staffRole}`)}</StatusBadge>
        )}
        <SegmentBadges segments={member.segments} t={t} />
      </span>
      {held.length > 0 && <span>{held.join(' · ')}</span>}
    </span>
  );
}

type ReasonAction = Extract<Acting, { action: 'revoke' | 'cancel' | 'resume' | 'passwordReset' }>;
const isReasonAction = (acting: Acting): acting is ReasonAction =>
  ['revoke', 'cancel', 'resume', 'passwordReset'].includes(acting.action);

/** Revoke access, cancel or resume the subscription, send a password reset: the dialog that asks why. */
function MemberReasonDialog({
  detail,
  acting,
  onClose,
}: {
  detail: StudioMemberDetail;
  acting: ReasonAction;
  onClose(): void;
}) {
  const { t } = useMemberTexts();
  const revoke = useRevokeProduct();
  const subscription = useChangeSubscription();
  const passwordReset = useSendPasswordReset();
  const { member } = detail;
  if (acting.action === 'revoke') {
    const { product } = acting;
    return (
      <ReasonDialog
        title={t('page.revoke.title', { name: member.name })}
        saveLabel={t('page.revoke.save')}
        busy={revoke.isPending}
        act={(reason) => revoke.mutateAsync({ userId: member.id, productId: product.id, revoke: reason })}
        onClose={onClose}
        testId="revoke-dialog"
      >
        {t('page.revoke.body', {
          access: t(`grant.types.${product.type}`),
          date: shortDate(product.expiresAt),
        })}
      </ReasonDialog>
    );
  }
  if (acting.action === 'passwordReset')
    return (
      <ReasonDialog
        title={t('page.passwordReset.title', { name: member.name })}
        saveLabel={t('page.passwordReset.save')}
        busy={passwordReset.isPending}
        act={(reason) => passwordReset.mutateAsync({ userId: member.id, reason })}
        onClose={onClose}
        testId="password-reset-dialog"
      >
        {t('page.passwordReset.body', { email: member.email })}
      </ReasonDialog>
    );
  const change = acting.action;
  return (
    <ReasonDialog
      title={t(`page.billing.${change}.title`, { name: member.name })}
      saveLabel={t(`page.billing.${change}.save`)}
      busy={subscription.isPending}
      act={(reason) => subscription.mutateAsync({ userId: member.id, change, reason })}
      onClose={onClose}
      testId={`${change}-dialog`}
    >
      {t(`page.billing.${change}.body`, {
        offer: detail.subscription?.offerTitle ?? '',
        date: shortDate(detail.subscription?.expiresAt ?? new Date().toISOString()),
      })}
    </ReasonDialog>
  );
}

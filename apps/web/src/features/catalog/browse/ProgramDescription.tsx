import { Markdown } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import styles from './program.module.css';

/**
 * A program's markdown description. Its links are for members (viewing.md §5): for everyone else
 * they lose their target and lead to pricing instead. Raw HTML is not parsed, so a description
 * cannot smuggle markup in.
 */
export function ProgramDescription({ markdown, isMember }: { markdown: string; isMember: boolean }) {
  const { t } = useTranslation('browse');
  if (!markdown.trim()) return <p className={styles.muted}>{t('program.noDescription')}</p>;
  return (
    <div className={styles.prose}>
      <Markdown
        options={{
          disableParsingRawHTML: true,
          overrides: { a: { component: isMember ? MemberLink : LockedLink } },
        }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}

function MemberLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith('/')) return <Link href={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

function LockedLink({ children }: { href?: string; children?: ReactNode }) {
  const { t } = useTranslation('browse');
  return (
    <Link href="/pricing" className={styles.lockedLink} data-testid="locked-link">
      {children}
      <Icon name="lock" size={14} label={t('program.membersOnly')} />
    </Link>
  );
}

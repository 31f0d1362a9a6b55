import {
  type AccountDialogView,
  accountDialogViews,
  publicAccountDialogViews,
} from '@releve/contracts/routes';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { IconButton } from '../../../components/IconButton';
import { DIALOG_PARAMS, type DialogViewModule, type DialogViewProps } from '../../../lib/account-dialog';
import { useHydrated } from '../../../lib/use-hydrated';
import { useViewer } from '../use-viewer';
import styles from './AccountDialog.module.css';
import { useSessionEvents } from './use-session-events';

/** The registry of the dialog's views (app/dialog-views.ts), loaded when the dialog first opens. */
export type LoadDialogViews = () => Promise<{ dialogViews: Record<AccountDialogView, DialogViewModule> }>;

/**
 * One lazy component per view: the registry is a chunk of its own and each view's form another,
 * fetched when the dialog opens on it, so the app's start carries none of them (decision 018).
 */
const viewComponents = new Map<AccountDialogView, ComponentType<DialogViewProps>>();
function viewComponent(view: AccountDialogView, loadViews: LoadDialogViews): ComponentType<DialogViewProps> {
  let component = viewComponents.get(view);
  if (!component) {
    component = lazy(() => loadViews().then(({ dialogViews }) => dialogViews[view]()));
    viewComponents.set(view, component);
  }
  return component;
}

export function isAccountDialogView(value: string | null): value is AccountDialogView {
  return accountDialogViews.includes(value as AccountDialogView);
}

/**
 * The account dialog, opened by `?u=<view>`. Views that need a session send a signed-out
 * visitor to login (or to create-account when a purchase key or e-mail came with the link).
 * While `email` is in the URL the dialog cannot be closed: the visitor is finishing a flow
 * started from an e-mail. Its views come from `loadViews`: the app's registry, which has the views of
 * every feature (billing's among them) without the dialog knowing them.
 */
export function AccountDialog({ loadViews }: { loadViews: LoadDialogViews }) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  const ref = useRef<HTMLDialogElement>(null);
  const requested = params.get('u');
  // Its views are chunks of their own: it opens once the page is taken over (lib/use-hydrated).
  const open = useHydrated() && isAccountDialogView(requested);
  const closable = !params.has('email');

  const go = useCallback(
    (view: AccountDialogView, extra: Record<string, string | null> = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('u', view);
          for (const [key, value] of Object.entries(extra)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of DIALOG_PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  useSessionEvents(go);

  // `pk` leaves the URL at once (stored for the purchase, app/use-url-params), often before who is
  // signed in is known: the dialog remembers that its link came with one until it is next closed. This
  // effect runs before the app's, which removes it (a child's effects run first). Refs, not state: the
  // render that closes the dialog must already see it forgotten.
  const cameWithPurchase = useRef(false);
  // §2: a visitor arriving signed out with a purchase key on the login view (or on no view) is sent to
  // create-account, once: they may still choose "Sign in" from there.
  const signUpFirst = useRef(false);
  const wasOpen = useRef(open);
  const hasPk = params.has('pk');
  const needsSession = open && !publicAccountDialogViews.includes(requested);
  useEffect(() => {
    const closedNow = wasOpen.current && !open;
    wasOpen.current = open;
    if (hasPk) {
      cameWithPurchase.current = true;
      if (requested === 'login' || !isAccountDialogView(requested)) signUpFirst.current = true;
    } else if (closedNow) cameWithPurchase.current = false;
    // Waits for the app to have taken `pk` out of the URL: its change is made from the address it saw,
    // and would undo a view chosen here meanwhile.
    if (viewer.status === 'loading' || hasPk) return;
    const sendToSignUp = signUpFirst.current;
    signUpFirst.current = false;
    if (viewer.status !== 'signed-out') return;
    if (needsSession) go(cameWithPurchase.current || params.has('email') ? 'create-account' : 'login');
    else if (sendToSignUp) go('create-account');
  }, [needsSession, viewer.status, params, hasPk, open, requested, go]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const View = open ? viewComponent(requested, loadViews) : undefined;
  const waiting = needsSession && viewer.status !== 'signed-in';

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="account-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        if (closable) close();
      }}
      data-view={open ? requested : undefined}
    >
      {open && View && (
        <div className={styles.body}>
          <div className={styles.top}>
            <h2 id="account-dialog-title" className={styles.title}>
              {t(`views.${requested}`)}
            </h2>
            {closable && <IconButton icon="close" label={t('common:close')} size={20} onClick={close} />}
          </div>
          {!closable && <p className={styles.note}>{t('lockedClose')}</p>}
          <Suspense fallback={<PageLoading />}>
            {waiting ? <PageLoading /> : <View key={requested} params={params} go={go} close={close} />}
          </Suspense>
        </div>
      )}
    </dialog>
  );
}

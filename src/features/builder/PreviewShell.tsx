import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { normalizePagePath } from '#contract/page-path.ts';
import { selectStatus } from '#machines/auth/auth.selectors.ts';
import {
  selectActiveModuleId,
  selectEditMode,
  selectIsDirty,
  selectPreviewing,
} from '#machines/builder/builder.selectors.ts';
import type { BuilderActorRef } from '#machines/builder/builder.machine.ts';
import { ModuleFrameContext } from '#src/lib/modules/module-frame.ts';
import { AddModuleDialog } from './AddModuleDialog.tsx';
import { BuilderServicesProvider, type BuilderServices, type ShellDialog } from './builder-context.tsx';
import * as styles from './builder.css.ts';
import { Dialog } from './Dialog.tsx';
import { EditorPanel } from './EditorPanel.tsx';
import { ModuleFrame } from './ModuleFrame.tsx';
import { NavigationDialog } from './NavigationDialog.tsx';
import { PageSettingsDialog } from './PageSettingsDialog.tsx';
import { PreviewBar } from './PreviewBar.tsx';
import { leavePreview, previewHref } from './preview-navigation.ts';
import { RedirectsDialog } from './RedirectsDialog.tsx';
import { SignInForm } from './StaffSignIn.tsx';
import { VersionsDialog } from './VersionsDialog.tsx';

export interface PreviewShellProps {
  services: Omit<BuilderServices, 'openDialog' | 'builder'>;
  /** The builder of this tab (kept across visits to preview, so unsaved edits survive leaving it). */
  getBuilder(pagePath: string): BuilderActorRef;
  children: ReactNode;
}

/**
 * The page in preview: the preview bar above the site, the module frames inside it, the editor
 * panel beside it. The site itself renders from the Query cache, which the builder keeps equal to
 * its working copy, so every edit shows as visitors will see it once published.
 */
export function PreviewShell({ services, getBuilder, children }: PreviewShellProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const [builder] = useState(() => getBuilder(normalizePagePath(router.state.location.pathname)));
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const value = useMemo<BuilderServices>(() => ({ ...services, builder, openDialog: setDialog }), [services, builder]);
  const editMode = useSelector(builder, selectEditMode);
  const panelOpen = useSelector(builder, (snapshot) => selectActiveModuleId(snapshot) !== null);
  const dirty = useSelector(builder, selectIsDirty);
  const authStatus = useSelector(services.auth, selectStatus);

  // The builder follows the page shown; and when an edit moves the page (a new path, an undo),
  // the address follows the builder.
  useEffect(() => {
    builder.send({ type: 'preview.enter' });
    const follow = router.subscribe('onResolved', ({ toLocation }) => {
      builder.send({ type: 'page.select', path: normalizePagePath(toLocation.pathname) });
    });
    builder.send({ type: 'page.select', path: normalizePagePath(router.state.location.pathname) });
    let shown = builder.getSnapshot().context.pagePath;
    const lead = builder.subscribe((snapshot) => {
      const { pagePath, site } = snapshot.context;
      if (pagePath === shown) return;
      shown = pagePath;
      if (
        selectPreviewing(snapshot) &&
        site?.pages[pagePath] &&
        pagePath !== normalizePagePath(router.state.location.pathname)
      )
        void router.navigate({ href: previewHref(pagePath), replace: true });
    });
    return () => {
      follow();
      lead.unsubscribe();
    };
  }, [builder, router]);

  // Unsaved edits live in this tab: closing or reloading it asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const close = () => setDialog(null);
  return (
    <BuilderServicesProvider value={value}>
      <div
        className={`${styles.shell} ${panelOpen ? styles.shellWithPanel : ''}`}
        data-builder-shell=""
        data-edit-mode={editMode}
        onClickCapture={(event) => {
          // Links inside the preview stay in preview (visitors' links carry no flag). In edit mode a
          // click on a module selects it instead: its frame handles that.
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          const target = event.target as Element;
          if (editMode && target.closest('[data-builder-module]')) return;
          const anchor = target.closest('a[href]');
          const href = anchor?.getAttribute('href') ?? '';
          if (!href.startsWith('/') || href.startsWith('//') || /[?&]preview=true/.test(href)) return;
          event.preventDefault();
          void router.navigate({ href: href.includes('?') ? `${href}&preview=true` : previewHref(href) });
        }}
      >
        <PreviewBar />
        <ModuleFrameContext.Provider value={ModuleFrame}>{children}</ModuleFrameContext.Provider>
      </div>
      <EditorPanel />
      {dialog?.kind === 'addModule' && (
        <AddModuleDialog beforeId={dialog.beforeId} beforeLabel={dialog.beforeLabel} onClose={close} />
      )}
      {dialog?.kind === 'pageSettings' && <PageSettingsDialog onClose={close} />}
      {dialog?.kind === 'navigation' && <NavigationDialog onClose={close} />}
      {dialog?.kind === 'versions' && <VersionsDialog onClose={close} />}
      {dialog?.kind === 'redirects' && <RedirectsDialog onClose={close} />}
      {authStatus === 'unauthenticated' && (
        <Dialog
          title="Sign in again"
          onClose={() => {}}
          dismissible={false}
          description="Your session has ended. Sign in again to go on: your unsaved changes are kept."
        >
          <SignInForm auth={services.auth} onSignedIn={() => {}} />
          <p>
            <button
              type="button"
              className={styles.tool({ tone: 'light' })}
              onClick={() => void leavePreview(navigate)}
            >
              Leave preview without saving
            </button>
          </p>
        </Dialog>
      )}
    </BuilderServicesProvider>
  );
}

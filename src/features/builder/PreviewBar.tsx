import { useId, useState, type ButtonHTMLAttributes } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { normalizePagePath } from '#contract/page-path.ts';
import {
  selectActivePage,
  selectActivity,
  selectEditing,
  selectError,
  selectIsDirty,
  selectPublished,
  selectSite,
} from '#machines/builder/builder.selectors.ts';
import { selectUser } from '#machines/auth/auth.selectors.ts';
import { moduleEditors } from '#src/lib/modules/editors.ts';
import { newModuleId, useBuilderSelector, useBuilderServices, useCan } from './builder-context.tsx';
import * as styles from './builder.css.ts';
import { leavePreview, previewHref } from './preview-navigation.ts';

const activityText = {
  loading: 'Loading the draft…',
  failed: 'The draft could not be loaded.',
  saving: 'Saving the draft…',
  publishing: 'Publishing…',
  rollingBack: 'Rolling back…',
} as const;

function useStatusText(): string {
  const activity = useBuilderSelector(selectActivity);
  const dirty = useBuilderSelector(selectIsDirty);
  const published = useBuilderSelector(selectPublished);
  if (activity !== 'ready') return activityText[activity];
  if (dirty) return 'You are seeing the draft, with unsaved changes.';
  if (published) return `You are seeing the draft. Version ${published.version} is published.`;
  return 'You are seeing the draft. Every change is saved.';
}

type ToolTone = 'light' | 'primary' | 'quiet';

/** A command of the bar: light unless said otherwise; `pressed` for toggles such as Edit. */
function BarButton({
  tone = 'light',
  pressed,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ToolTone; pressed?: boolean }) {
  return <button type="button" className={styles.tool({ tone, pressed })} aria-pressed={pressed} {...rest} />;
}

/**
 * Says that this is a preview of the draft and holds the builder's commands. Every button is
 * enabled by asking the builder whether it would take the event now (snapshot.can).
 */
export function PreviewBar() {
  const { builder, auth, openDialog, signOut } = useBuilderServices();
  const router = useRouter();
  const navigate = useNavigate();
  const status = useStatusText();
  const editing = useBuilderSelector(selectEditing);
  const dirty = useBuilderSelector(selectIsDirty);
  const error = useBuilderSelector(selectError);
  const site = useBuilderSelector(selectSite);
  const page = useBuilderSelector(selectActivePage);
  const user = useSelector(auth, selectUser);
  const pathname = useRouterState({ select: (state) => normalizePagePath(state.location.pathname) });
  const pageSelectId = useId();
  // A module the page could take: whether adding is possible right now (the dialog picks the real one).
  const [endCandidate] = useState(() => moduleEditors.faq.create(newModuleId));

  const can = {
    editStart: useCan({ type: 'edit.start' }),
    editStop: useCan({ type: 'edit.stop' }),
    undo: useCan({ type: 'history.undo' }),
    redo: useCan({ type: 'history.redo' }),
    save: useCan({ type: 'draft.save' }),
    publish: useCan({ type: 'draft.publish' }),
    refresh: useCan({ type: 'context.refresh' }),
    rollback: useCan({ type: 'version.rollback', version: 1 }),
    navigation: useCan({ type: 'navigation.update', navigation: site?.navigation ?? { items: [] } }),
    // The page's own settings, unchanged: allowed whenever its settings may be edited at all.
    pageSettings: useCan({
      type: 'page.update',
      path: page?.path ?? '',
      settings: {
        path: page?.path ?? '',
        title: page?.title ?? '',
        description: page?.description ?? '',
        parentId: page?.parentId ?? null,
      },
    }),
    addAtEnd: useCan({ type: 'module.add', module: endCandidate, beforeId: null }),
    dismiss: useCan({ type: 'error.dismiss' }),
  };
  const pages = site ? Object.values(site.pages).sort((a, b) => a.path.localeCompare(b.path)) : [];

  return (
    <div role="region" aria-label="Website preview" className={styles.previewBar} data-builder-bar="">
      <span className={styles.barTitle}>Preview</span>
      <p role="status" className={styles.barStatus} style={{ margin: 0 }} data-builder-status="">
        {status}
      </p>

      <div className={styles.barGroup}>
        <label htmlFor={pageSelectId} className={styles.barLabel}>
          Page
        </label>
        <select
          id={pageSelectId}
          className={styles.select}
          value={site?.pages[pathname] ? pathname : ''}
          onChange={(event) => void router.navigate({ href: previewHref(event.target.value) })}
        >
          {!site?.pages[pathname] && <option value="">(not a website page)</option>}
          {pages.map((option) => (
            <option key={option.id} value={option.path}>
              {option.title} ({option.path})
            </option>
          ))}
        </select>
      </div>

      <div className={styles.barGroup}>
        <BarButton
          pressed={editing}
          disabled={!(editing ? can.editStop : can.editStart)}
          onClick={() => builder.send({ type: editing ? 'edit.stop' : 'edit.start' })}
        >
          Edit
        </BarButton>
        <BarButton disabled={!can.undo} onClick={() => builder.send({ type: 'history.undo' })}>
          Undo
        </BarButton>
        <BarButton disabled={!can.redo} onClick={() => builder.send({ type: 'history.redo' })}>
          Redo
        </BarButton>
      </div>

      {editing && (
        <div className={styles.barGroup}>
          <BarButton disabled={!can.addAtEnd} onClick={() => openDialog({ kind: 'addModule', beforeId: null })}>
            Add module at end
          </BarButton>
          <BarButton disabled={!can.pageSettings} onClick={() => openDialog({ kind: 'pageSettings' })}>
            Page settings
          </BarButton>
          <BarButton disabled={!can.navigation} onClick={() => openDialog({ kind: 'navigation' })}>
            Navigation
          </BarButton>
        </div>
      )}

      <div className={styles.barGroup}>
        <BarButton disabled={!can.save} onClick={() => builder.send({ type: 'draft.save' })}>
          Save draft
        </BarButton>
        <BarButton tone="primary" disabled={!can.publish} onClick={() => builder.send({ type: 'draft.publish' })}>
          Publish
        </BarButton>
        <BarButton disabled={!can.rollback} onClick={() => openDialog({ kind: 'versions' })}>
          Versions
        </BarButton>
        <BarButton onClick={() => openDialog({ kind: 'redirects' })}>Redirects</BarButton>
        <BarButton
          disabled={!can.refresh}
          onClick={() => {
            if (dirty && !window.confirm('Reload the draft? Your unsaved changes will be lost.')) return;
            builder.send({ type: 'context.refresh' });
          }}
        >
          Reload draft
        </BarButton>
      </div>

      <div className={styles.barGroup}>
        <BarButton
          tone="quiet"
          onClick={() => {
            builder.send({ type: 'preview.exit' });
            void leavePreview(navigate);
          }}
        >
          Leave preview
        </BarButton>
        <BarButton
          tone="quiet"
          aria-label={user ? `Sign out ${user.name}` : 'Sign out'}
          onClick={async () => {
            if (dirty && !window.confirm('Sign out? Your unsaved changes will be lost.')) return;
            await leavePreview(navigate);
            signOut();
          }}
        >
          Sign out
        </BarButton>
      </div>

      {error && (
        <div role="alert" className={styles.alert} data-builder-error={error.reason}>
          <span>{error.message}</span>
          {(error.reason === 'conflict' || error.task === 'load') && (
            <BarButton
              disabled={!can.refresh}
              onClick={() => {
                if (dirty && !window.confirm('Reload the draft? Your unsaved changes will be lost.')) return;
                builder.send({ type: 'context.refresh' });
              }}
            >
              {error.task === 'load' ? 'Try again' : 'Reload the draft'}
            </BarButton>
          )}
          {can.dismiss && <BarButton onClick={() => builder.send({ type: 'error.dismiss' })}>Dismiss</BarButton>}
        </div>
      )}
    </div>
  );
}

import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { CustomTheme, MemorialTheme } from '#contract/family-media.ts';
import { taskTitles } from '#contract/task-kinds.ts';
import {
  defaultThemeColors,
  themeCustomProperties,
  themeFontNames,
  themeFonts,
  type ThemeFont,
} from '#contract/theme-fonts.ts';
import { familyPhotosQuery, memorialThemeQuery, stockThemesQuery } from '#src/lib/queries/family/media.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';
import { button } from '#src/ui/button/button.css.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import * as styles from './media.css.ts';

/** task/select-theme: one of the company's stock themes, or the family's own colours, font and photo, previewed live. */
export function SelectThemePage({ caseId, decedentName }: { caseId: number; decedentName: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: stock } = useSuspenseQuery(stockThemesQuery(api));
  const { data: current } = useSuspenseQuery(memorialThemeQuery(api, caseId));
  const { data: album } = useSuspenseQuery(familyPhotosQuery(api, caseId));
  const saved = (theme: MemorialTheme) => queryClient.setQueryData(memorialThemeQuery(api, caseId).queryKey, theme);

  const [stockId, setStockId] = useState<number | null>(
    current.choice?.kind === 'stock' ? current.choice.mediaId : null,
  );
  const chooseStock = useMutation({
    mutationFn: (mediaId: number) =>
      api.post(`/api/family/cases/${caseId}/memorial-theme`, {
        query: { mediaId },
        schema: responseSchemas?.memorialTheme,
      }),
    onSuccess: saved,
  });

  const [custom, setCustom] = useState<CustomTheme>(
    current.choice?.kind === 'custom' ? current.choice.theme : { ...defaultThemeColors, backgroundMediaId: null },
  );
  const saveCustom = useMutation({
    mutationFn: (theme: CustomTheme) =>
      api.put(`/api/family/cases/${caseId}/memorial-theme`, { body: theme, schema: responseSchemas?.memorialTheme }),
    onSuccess: saved,
  });
  const background = album.items.find((photo) => photo.id === custom.backgroundMediaId);
  const chosenName =
    current.choice?.kind === 'stock'
      ? (stock.items.find((theme) => theme.id === stockId)?.name ?? 'a stock theme')
      : current.choice?.kind === 'custom'
        ? 'your own theme'
        : null;

  return (
    <div className={styles.page}>
      <h2>{taskTitles['select-theme']}</h2>
      <p className={styles.intro} role="status">
        {chosenName
          ? `The memorial wears ${chosenName}.`
          : 'No theme chosen yet: the memorial wears the site’s own look.'}
      </p>
      <form
        className={styles.page}
        onSubmit={(event) => {
          event.preventDefault();
          if (stockId !== null) chooseStock.mutate(stockId);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend>
            <h3>Our themes</h3>
          </legend>
          <div className={styles.grid}>
            {stock.items.map((theme) => (
              <label key={theme.id} className={styles.themeCard}>
                <ResponsiveImg image={theme.image} alt="" sizes={styles.gridImageSizes} className={styles.thumb} />
                <span>
                  <input
                    type="radio"
                    name="stock-theme"
                    value={theme.id}
                    checked={stockId === theme.id}
                    onChange={() => setStockId(theme.id)}
                  />{' '}
                  {theme.name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <button
            type="submit"
            className={button({ tone: 'primary' })}
            disabled={stockId === null || chooseStock.isPending}
          >
            Use this theme
          </button>
        </div>
      </form>

      <form
        className={styles.page}
        onSubmit={(event) => {
          event.preventDefault();
          saveCustom.mutate(custom);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend>
            <h3>Your own theme</h3>
          </legend>
          <div className={styles.colours}>
            {(
              [
                ['backgroundColor', 'Background colour'],
                ['textColor', 'Text colour'],
                ['accentColor', 'Accent colour'],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className={styles.fieldStack}>
                <label htmlFor={`theme-${key}`}>{label}</label>
                <input
                  id={`theme-${key}`}
                  type="color"
                  value={custom[key]}
                  onChange={(event) => setCustom({ ...custom, [key]: event.currentTarget.value })}
                />
              </div>
            ))}
          </div>
          <div className={styles.fieldStack}>
            <label htmlFor="theme-font">Font</label>
            <select
              id="theme-font"
              className={styles.input}
              value={custom.font}
              onChange={(event) => setCustom({ ...custom, font: event.currentTarget.value as ThemeFont })}
            >
              {(Object.keys(themeFonts) as ThemeFont[]).map((font) => (
                <option key={font} value={font}>
                  {themeFontNames[font]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.fieldStack}>
            <label htmlFor="theme-background">Background photo</label>
            <select
              id="theme-background"
              className={styles.input}
              value={custom.backgroundMediaId ?? ''}
              onChange={(event) =>
                setCustom({
                  ...custom,
                  backgroundMediaId: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
            >
              <option value="">No photo</option>
              {album.items.map((photo, index) => (
                <option key={photo.id} value={photo.id}>
                  {photo.caption || `Photo ${index + 1}`}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <section aria-labelledby="theme-preview-heading">
          <h4 id="theme-preview-heading">Preview</h4>
          <div
            className={styles.preview}
            data-testid="theme-preview"
            style={themeCustomProperties({ ...custom, backgroundImageUrl: null })}
          >
            <p className={styles.previewName}>{decedentName}</p>
            <p>In loving memory. This is how the obituary’s text will look.</p>
            {background && (
              <ResponsiveImg
                image={background.image}
                alt={background.caption}
                sizes={styles.gridImageSizes}
                className={styles.thumb}
              />
            )}
          </div>
        </section>
        <div className={styles.actions}>
          <button type="submit" className={button({ tone: 'primary' })} disabled={saveCustom.isPending}>
            Save my theme
          </button>
        </div>
        {saveCustom.error && (
          <p className={styles.error} role="alert">
            {saveCustom.error.message}
          </p>
        )}
      </form>
    </div>
  );
}

import { z } from 'zod';
import { caseParams } from './family-arrangements.ts';
import { rowId, rowIdParam } from './ids.ts';
import { numberParam } from './number-param.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { responsiveImage } from './responsive-image.ts';
import { text } from './text.ts';
import { appliedTheme } from './memorial-theme-look.ts';
import { defaultThemeColors, themeFonts, type ThemeFont } from './theme-fonts.ts';

export { appliedTheme, type AppliedTheme } from './memorial-theme-look.ts';

/*
 * The family's media (decision 0048): the photo album, the obituary's main photo, the
 * music album and the memorial theme, under /api/family/cases/{caseId}/… A file is sent as the
 * request body itself (application/octet-stream, one file a request), so the server streams it to
 * disk; what a file is gets judged from its bytes, never from its name or declared type.
 */

/** The largest song, in bytes (photos keep the memorial's 15 MB, contract/memorial.ts). */
export const MUSIC_MAX_BYTES = 50 * 1024 * 1024;

export const audioMessages = {
  notAudio: 'Please choose an MP3, M4A, Ogg, FLAC or WAV audio file',
  tooLarge: 'The audio file must be 50 MB or smaller',
} as const;

export const emptyUploadMessage = 'Please choose a file';

export const caseMediaParams = caseParams.extend({ mediaId: rowIdParam() });

export const CAPTION_MAX = 500;
const caption = text().trim().max(CAPTION_MAX);

/** POST …/photos with a file: its caption (also its alt text) rides in the query. */
export const photoUploadQuery = z.object({ caption: caption.default('') });
export type PhotoUploadQuery = z.infer<typeof photoUploadQuery>;

/** POST …/photos with JSON: the album's captions and order, the whole album at once (first is first). */
export const albumEdit = z.object({
  photos: z
    .array(z.object({ id: rowId(), caption }))
    .min(1)
    .max(500),
});
export type AlbumEdit = z.infer<typeof albumEdit>;

export const familyPhoto = z.object({
  id: z.number().int(),
  caption: z.string(),
  position: z.number().int(),
  image: responsiveImage,
});
export type FamilyPhoto = z.infer<typeof familyPhoto>;

/** GET …/photos: the whole album in its order (tens of photos, not paged, as on the public page). */
export const familyPhotos = z.object({ items: z.array(familyPhoto) });
export type FamilyPhotos = z.infer<typeof familyPhotos>;

/**
 * POST …/case-photo: a crop box in the pixels of the upright photo (all four, or none). The server
 * keeps the obituary's shape, 4:5 portrait: the largest 4:5 region centred in the box (in the whole
 * photo when there is no box).
 */
export const casePhotoQuery = z
  .object({
    left: numberParam(0).optional(),
    top: numberParam(0).optional(),
    width: numberParam(1).optional(),
    height: numberParam(1).optional(),
  })
  .refine(
    (box) =>
      [box.left, box.top, box.width, box.height].every((v) => v === undefined) ||
      [box.left, box.top, box.width, box.height].every((v) => v !== undefined),
    { message: 'This field is required', path: ['width'] },
  );
export type CasePhotoQuery = z.infer<typeof casePhotoQuery>;

/** The obituary's shape (the public page shows the photo at 4:5). */
export const OBITUARY_PHOTO_ASPECT = { width: 4, height: 5 } as const;

export const casePhoto = z.object({ id: z.number().int(), image: responsiveImage });
export type CasePhoto = z.infer<typeof casePhoto>;

/** POST …/music: a title for a file whose tags have none (the file's own title wins). */
export const musicUploadQuery = z.object({ title: text().trim().max(200).optional() });
export type MusicUploadQuery = z.infer<typeof musicUploadQuery>;

export const musicQuery = pagingQuery;

export const familyTrack = z.object({
  id: z.number().int(),
  /** Plain text from the file's tags: shown as text. */
  title: z.string(),
  durationSeconds: z.number().int(),
  contentType: z.string(),
  /** A signed link to the file for an hour (decision 0050): the page plays it in an <audio>. */
  url: z.string(),
});
export type FamilyTrack = z.infer<typeof familyTrack>;

export const familyTracksPage = pageOf(familyTrack);
export type FamilyTracksPage = z.infer<typeof familyTracksPage>;

export const themeFont = z.enum(Object.keys(themeFonts) as [ThemeFont, ...ThemeFont[]]);

const hexColor = text().regex(/^#[0-9a-fA-F]{6}$/);

/** PUT …/memorial-theme: a custom theme. `backgroundMediaId` is one of the case's album photos, or null. */
export const customTheme = z.object({
  backgroundColor: hexColor,
  textColor: hexColor,
  accentColor: hexColor,
  font: themeFont,
  backgroundMediaId: rowId().nullable(),
});
export type CustomTheme = z.infer<typeof customTheme>;

export const memorialThemeQuery = z.object({ mediaId: rowIdParam() });

/** A stock theme: one of the company's own images (media with no case), chosen whole. */
export const stockTheme = z.object({ id: z.number().int(), name: z.string(), image: responsiveImage });
export type StockTheme = z.infer<typeof stockTheme>;
export const stockThemes = z.object({ items: z.array(stockTheme) });
export type StockThemes = z.infer<typeof stockThemes>;

/** GET/POST/PUT …/memorial-theme: the case's choice (null: none yet) and what it looks like. */
export const memorialTheme = z.object({
  choice: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('stock'), mediaId: z.number().int() }),
      z.object({ kind: z.literal('custom'), theme: customTheme }),
    ])
    .nullable(),
  applied: appliedTheme.nullable(),
});
export type MemorialTheme = z.infer<typeof memorialTheme>;

/** The palette a stock theme pairs with its image (and a custom theme starts from): theme-fonts.ts's, zod-free. */
export { defaultThemeColors };

import { audioMessages, emptyUploadMessage, MUSIC_MAX_BYTES } from '#contract/family-media.ts';
import { photoMessages, PHOTO_MAX_BYTES } from '#contract/memorial.ts';
import {
  CAPTIONS_MAX_BYTES,
  captionsMessages,
  PDF_MAX_BYTES,
  pdfMessages,
  VIDEO_MAX_BYTES,
  videoMessages,
} from '#contract/staff-proofs.ts';
import type { AudioRefusal } from './audio-intake.ts';
import type { CaptionsRefusal } from './captions-intake.ts';
import type { PdfRefusal } from './pdf-intake.ts';
import type { PhotoRefusal } from './photo-intake.ts';
import type { VideoRefusal } from './video-intake.ts';

/*
 * The one map of what a refused upload is told (decision 0059), for every route that takes a file:
 * the family's album, obituary photo and songs, a visitor's memory photo, and staff's proof pages,
 * memorial video and its captions (decision 0078), and a proof as one PDF (decision 0082). The staging's and the
 * intakes' reasons map to the contract's messages, so a file gets the same words wherever it is sent.
 */

/** The staging's own refusals (upload-staging.ts): nothing arrived, or more than the kind's limit. */
export type StagingRefusal = 'empty' | 'too-large';

interface RefusalsOf {
  photo: PhotoRefusal | StagingRefusal;
  audio: AudioRefusal | StagingRefusal;
  video: VideoRefusal | StagingRefusal;
  captions: CaptionsRefusal | StagingRefusal;
  pdf: PdfRefusal | StagingRefusal;
}

/** What an upload is judged as: a photo, a song, a video, captions or a PDF (the *-intake.ts beside this). */
export type UploadKind = keyof RefusalsOf;
export type UploadRefusal<K extends UploadKind> = RefusalsOf[K];

/** The largest file of each kind, in bytes: the staging cuts a body off past it. */
export const uploadMaxBytes: Record<UploadKind, number> = {
  photo: PHOTO_MAX_BYTES,
  audio: MUSIC_MAX_BYTES,
  video: VIDEO_MAX_BYTES,
  captions: CAPTIONS_MAX_BYTES,
  pdf: PDF_MAX_BYTES,
};

export const uploadRefusals: { [K in UploadKind]: Record<UploadRefusal<K>, string> } = {
  photo: {
    empty: emptyUploadMessage,
    'not-a-photo': photoMessages.notAPhoto,
    'too-large': photoMessages.tooLarge,
    'too-many-pixels': photoMessages.tooManyPixels,
  },
  audio: {
    empty: emptyUploadMessage,
    'not-audio': audioMessages.notAudio,
    'too-large': audioMessages.tooLarge,
  },
  video: {
    empty: emptyUploadMessage,
    'not-video': videoMessages.notVideo,
    'too-large': videoMessages.tooLarge,
  },
  captions: {
    empty: emptyUploadMessage,
    'not-captions': captionsMessages.notCaptions,
    'too-large': captionsMessages.tooLarge,
  },
  pdf: {
    empty: emptyUploadMessage,
    'not-pdf': pdfMessages.notPdf,
    unreadable: pdfMessages.unreadable,
    'active-content': pdfMessages.activeContent,
    'too-many-pages': pdfMessages.tooManyPages,
    'too-large': pdfMessages.tooLarge,
  },
};

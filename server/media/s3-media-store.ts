import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import { assertMediaKey, isMediaKey, type MediaStore, type StoredKey } from './media-store.ts';

/** Where the bucket is and who we are to it (MEDIA_STORE=s3, server/config.ts). */
export interface S3MediaSettings {
  bucket: string;
  /** Another service than AWS (`https://…`: R2, B2, Wasabi, MinIO…); unset, AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither, the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name: what MinIO and most self-hosted services want. */
  forcePathStyle: boolean;
}

/** Warnings and errors only: the SDK's info lines would log every call. Never a credential. */
export interface S3Logger {
  warn(message: unknown): void;
  error(message: unknown): void;
}

/** Tries of one call, the first included (the SDK's default). */
const ATTEMPTS = 3;

/**
 * Media in an S3-compatible bucket (decision 0088), one object per key, for servers on several
 * machines with no shared folder. Bytes stream in (a staged upload is sent from its file, its length
 * known) and out (a range is a ranged GetObject), and still go through the server: links stay signed
 * and checked by Lantern's own routes, the bucket stays private and nothing is presigned.
 *
 * A write always puts the object, also when the key exists: keys name their content, so the bytes are
 * the same, and a put renews LastModified (the `writtenAt` the collector of unused files reads) on
 * every S3-compatible service alike, where a copy onto itself does not (s3rver, the tests' server).
 */
export function s3MediaStore(
  settings: S3MediaSettings,
  {
    logger,
    listPageSize = 1000,
  }: { logger?: S3Logger; /** S3's largest; tests page with fewer. */ listPageSize?: number } = {},
): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default since 2025 sends bodies aws-chunked with a trailing CRC, which many
    // S3-compatible services (and s3rver) store as they arrive, chunk headers and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: ATTEMPTS,
    logger: logger && {
      debug: () => {},
      info: () => {},
      warn: (message: unknown) => logger.warn(message),
      error: (message: unknown) => logger.error(message),
    },
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertMediaKey(key);
    return key;
  };
  /** The object's length and time, or null when there is none. */
  const head = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) })).then(
      (found) => ({ byteSize: found.ContentLength ?? 0, writtenAt: found.LastModified ?? new Date(0) }),
      (error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      },
    );
  /** The SDK retries no streamed body (it cannot read it again): a new stream for each attempt. */
  async function putFile(key: string, path: string) {
    const { size } = await stat(path);
    for (let attempt = 1; ; attempt += 1) {
      const Body: PutObjectCommandInput['Body'] = createReadStream(path);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body, ContentLength: size }));
        return;
      } catch (error) {
        Body.destroy();
        if (attempt === ATTEMPTS || !isTransient(error)) throw error;
      }
    }
  }
  return {
    async write(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes, ContentLength: bytes.byteLength }),
      );
    },
    writeFile: putFile,
    async open(key) {
      const found = await head(key);
      if (!found) return null;
      return { byteSize: found.byteSize, stream: (range) => objectStream(client, Bucket, key, range) };
    },
    async *list(): AsyncIterable<StoredKey> {
      for await (const page of paginateListObjectsV2({ client, pageSize: listPageSize }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          // A bucket shared with other things: only our keys are ours to collect.
          if (object.Key && isMediaKey(object.Key) && object.LastModified)
            yield { key: object.Key, writtenAt: object.LastModified };
        }
      }
    },
    async removeIfWrittenBefore(key, cutoff) {
      // Read again just before removing: a write since the listing renewed it. A write between this
      // read and the delete is lost with it (a window of one round trip, as the disk store's).
      const found = await head(key);
      if (!found || found.writtenAt >= cutoff) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      return true;
    },
  };
}

/**
 * The object's bytes (a range as `bytes=start-end`, inclusive as in HTTP), fetched when first read:
 * a HEAD request or an answer never read costs no GetObject, and a visitor who goes away aborts it.
 */
function objectStream(
  client: S3Client,
  Bucket: string,
  Key: string,
  range?: { start: number; end: number },
): ReadableStream<Uint8Array> {
  const abort = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reader) {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key, Range: range && `bytes=${range.start}-${range.end}` }),
          { abortSignal: abort.signal },
        );
        if (!answer.Body) throw new Error(`No body for ${Key}`);
        reader = answer.Body.transformToWebStream().getReader() as ReadableStreamDefaultReader<Uint8Array>;
      }
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel(reason) {
      abort.abort(reason);
      await reader?.cancel(reason);
    },
  });
}

/** S3's 404 (HeadObject answers `NotFound` with no body, GetObject `NoSuchKey`). */
function isNotFound(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;
}

/** A failure worth another attempt: the service's own (5xx, throttling) or the network's (no answer). */
function isTransient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}

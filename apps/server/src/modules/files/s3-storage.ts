/**
 * FileStorage on S3-compatible object storage (AWS S3, MinIO, Ceph RGW, Cloudflare R2...), chosen
 * by `storageFor` when S3_ENDPOINT and S3_BUCKET are set (README "Configuration"). Every server
 * process reads and writes the same bucket, so no process holds the only copy of a file
 * (docs/operations.md "Scale-out").
 *
 * - Path-style addressing (`<endpoint>/<bucket>/<key>`): works with endpoints that have no
 *   virtual-host DNS per bucket.
 * - Checksums only where the S3 API requires them (`WHEN_REQUIRED`): the SDK's default trailing
 *   CRC checksums are not understood by every S3-compatible server.
 * - The AWS SDK (about 0.3 s of module loading) is imported on first use, not at start.
 * - Empty S3_ACCESS_KEY_ID: the SDK's default credential chain (AWS_* variables, instance role...).
 * - `list` pages through ListObjectsV2 (needs `s3:ListBucket`, docs/operations.md "Files").
 */
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config';
import { assertStorageKey, type FileStorage, isStorageKey, type StoredObject } from './file-storage';

export type S3Options = NonNullable<AppConfig['s3']>;

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * True when an SDK error says the object is not there: NoSuchKey, NotFound (HEAD has no body) or
 * another 404, but never NoSuchBucket (a configuration error, thrown). A HEAD on an unknown bucket
 * cannot be told apart from an unknown key.
 */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (e?.name === 'NoSuchBucket') return false;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Tuning of `s3Storage`, for tests. */
export interface S3StorageTuning {
  /** Keys asked for per ListObjectsV2 page (S3's maximum and default: 1,000). */
  listPageSize?: number;
}

/**
 * S3 storage in `options.bucket` (which must exist). Keys are the server-generated storage keys,
 * used as object keys unchanged; any other key is rejected before a request is sent. Errors other
 * than "not found" (bad credentials, unknown bucket, endpoint down) are thrown as the SDK's errors.
 */
export function s3Storage(options: S3Options, tuning: S3StorageTuning = {}): FileStorage {
  let ready: Promise<{ sdk: S3Sdk; client: S3Client }> | null = null;
  const connect = () => {
    ready ??= import('@aws-sdk/client-s3').then(
      (sdk) => ({
        sdk,
        client: new sdk.S3Client({
          endpoint: options.endpoint,
          region: options.region,
          forcePathStyle: true,
          credentials: options.accessKeyId
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          // Fail fast when the endpoint does not answer (ms); drop a transfer idle for a minute (a
          // stalled store, or a download client that stopped reading). No total limit: a slow
          // client may take long to fetch a large file.
          requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
        }),
      }),
      (err: unknown) => {
        ready = null;
        throw err;
      },
    );
    return ready;
  };
  const Bucket = options.bucket;

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType ?? 'application/octet-stream',
        }),
      );
    },
    async open(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(res.Body instanceof Readable)) throw new Error(`S3 GetObject ${key}: the body is not a Node stream`);
        return res.Body;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        // S3 answers 204 for an unknown key; some compatible servers answer 404 instead.
        if (!isMissing(err)) throw err;
      }
    },
    async exists(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async *list(): AsyncIterable<StoredObject> {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: tuning.listPageSize }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && isStorageKey(object.Key))
            yield { key: object.Key, lastModified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

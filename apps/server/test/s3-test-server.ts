/**
 * A real S3-compatible server for tests: s3rver on a free port in this process (it checks the access
 * key id but not SigV4 signatures), with the given buckets, and an S3 client of the test's own to
 * look into a bucket independently of the code under test.
 *
 * s3rver makes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 (Node 17+) no longer
 * offers without its legacy provider: while a server runs, DES requests of this process get AES-256
 * in CTR mode (same lengths, reversible the same way) instead. Nothing else here uses DES.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { AppConfig } from '../src/config';

/** s3rver's built-in account (it checks request signatures against it). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** Storage options for the first bucket (S3_* variables: endpoint, bucket, region, keys). */
  s3: NonNullable<AppConfig['s3']>;
  inspector: S3Client;
  close(): Promise<void>;
}

const original = { createCipheriv: crypto.createCipheriv, createDecipheriv: crypto.createDecipheriv };
let shims = 0;

function widen(bytes: crypto.BinaryLike | crypto.CipherKey | null, length: number): Buffer {
  const out = Buffer.alloc(length);
  Buffer.from(bytes as Buffer).copy(out);
  return out;
}

function shimDes(): void {
  if (shims++ > 0) return;
  const swap =
    (make: typeof original.createCipheriv | typeof original.createDecipheriv) =>
    (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: unknown) =>
      algorithm === 'des'
        ? (make as typeof original.createCipheriv)('aes-256-ctr', widen(key, 32), widen(iv, 16))
        : (make as (...args: unknown[]) => unknown)(algorithm, key, iv, options);
  Object.assign(crypto, {
    createCipheriv: swap(original.createCipheriv),
    createDecipheriv: swap(original.createDecipheriv),
  });
}

function unshimDes(): void {
  if (--shims === 0) Object.assign(crypto, original);
}

/** Starts s3rver with `buckets` (the first one is `s3.bucket`). */
export async function startS3TestServer(buckets: string[]): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  shimDes();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: buckets[0], region: 'us-east-1', ...S3_TEST_CREDENTIALS };
  const inspector = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  return {
    s3,
    inspector,
    async close() {
      inspector.destroy();
      await server.close();
      unshimDes();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

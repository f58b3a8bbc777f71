import path from 'node:path';
import { z } from 'zod';
import { bool } from '../env.ts';
import type { S3Settings } from './s3-file-store.ts';

/** Where the file store keeps files: a local directory (the default) or an S3-compatible bucket. */
export type FilesConfig = { store: 'local'; dir: string } | ({ store: 's3' } & S3Settings);

/** Unset or empty (`FILES_S3_ENDPOINT=` in an env file): not given. */
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

function isEndpoint(v: string) {
  if (!URL.canParse(v)) return false;
  const u = new URL(v);
  return (u.protocol === 'https:' || u.protocol === 'http:') && !u.search && !u.hash && !u.username;
}

// What S3 and the compatible servers accept (no capitals, no underscores): refused at start
// rather than at the first upload.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The file store's variables, for the configuration's schema. */
export const filesEnv = {
  FILES_DIR: z.string().min(1).optional(),
  FILES_S3_BUCKET: optionalText.refine(
    (v) => v === undefined || BUCKET_NAME.test(v),
    '3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
  ),
  FILES_S3_REGION: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9-]{1,40}$/.test(v),
    'a region name such as eu-north-1 (compatible servers mostly take us-east-1 or auto)',
  ),
  FILES_S3_ENDPOINT: optionalText.refine(
    (v) => v === undefined || isEndpoint(v),
    'an http(s) URL without query, fragment or credentials, such as https://s3.example.com',
  ),
  FILES_S3_ACCESS_KEY_ID: optionalText,
  FILES_S3_SECRET_ACCESS_KEY: optionalText,
  FILES_S3_FORCE_PATH_STYLE: bool.optional(),
};

type FilesEnv = z.infer<z.ZodObject<typeof filesEnv>>;

/** Together these switch the file store to a bucket; the endpoint and path style may join them. */
const S3_REQUIRED = [
  'FILES_S3_BUCKET',
  'FILES_S3_REGION',
  'FILES_S3_ACCESS_KEY_ID',
  'FILES_S3_SECRET_ACCESS_KEY',
] as const;
const S3_OPTIONAL = ['FILES_S3_ENDPOINT', 'FILES_S3_FORCE_PATH_STYLE'] as const;

/** All or nothing: half an S3 configuration would quietly keep files on one process's disk. */
export function checkFilesEnv(e: FilesEnv, ctx: z.RefinementCtx) {
  const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => e[name] !== undefined);
  if (given.length === 0) return;
  for (const name of S3_REQUIRED.filter((n) => e[n] === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `missing: the S3 file store needs ${S3_REQUIRED.join(', ')} (given: ${given.join(', ')})`,
    });
  }
  if (e.FILES_DIR) {
    ctx.addIssue({
      code: 'custom',
      path: ['FILES_DIR'],
      message: 'files go either to FILES_DIR or to an S3 bucket (FILES_S3_*): unset one of them',
    });
  }
}

export function filesConfig(e: FilesEnv, dataDir: string): FilesConfig {
  const { FILES_S3_BUCKET: bucket, FILES_S3_REGION: region } = e;
  const { FILES_S3_ACCESS_KEY_ID: accessKeyId, FILES_S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (bucket && region && accessKeyId && secretAccessKey) {
    return {
      store: 's3',
      bucket,
      region,
      endpoint: e.FILES_S3_ENDPOINT,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: e.FILES_S3_FORCE_PATH_STYLE ?? false,
    };
  }
  return { store: 'local', dir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files') };
}

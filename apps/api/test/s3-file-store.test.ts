import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { FileStoreUnavailableError } from '../src/platform/files/file-store.ts';
import { objectUrl, type S3Settings, s3FileStore } from '../src/platform/files/s3-file-store.ts';
import { closedPort, type S3TestServer, startS3Server } from './helpers/s3-server.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('S3 file store', () => {
  it('keeps a file as the object under its key in the bucket', async () => {
    const bytes = Buffer.from('%PDF-1.7 faktura', 'utf8');
    await s3FileStore(s3.settings).put('paperless/20/0f8c-4a', bytes);
    expect(await s3.object('paperless/20/0f8c-4a')).toEqual(bytes);
    await s3FileStore(s3.settings).delete('paperless/20/0f8c-4a');
    expect(await s3.object('paperless/20/0f8c-4a')).toBeNull();
  });

  it('is refused with a wrong secret, and says so rather than calling the file missing', async () => {
    const files = s3FileStore({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(files.get('paperless/21/a')).rejects.toThrow(/403 \(SignatureDoesNotMatch\)/);
    await expect(files.put('paperless/21/a', Buffer.from('x'))).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(await s3.object('paperless/21/a')).toBeNull();
  });

  it('takes a missing bucket for a broken configuration, not for a missing file', async () => {
    const files = s3FileStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(files.get('paperless/22/a')).rejects.toThrow(/404 \(NoSuchBucket\)/);
    await expect(files.delete('paperless/22/a')).rejects.toThrow(/NoSuchBucket/);
  });

  it('tells a store out of reach from a refusal', async () => {
    const files = s3FileStore({ ...s3.settings, endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(files.get('paperless/23/a')).rejects.toBeInstanceOf(FileStoreUnavailableError);
    await expect(files.put('paperless/23/a', Buffer.from('x'))).rejects.toBeInstanceOf(
      FileStoreUnavailableError,
    );
  });

  it('takes a store that keeps answering 503 for one out of reach, after retrying', async () => {
    let calls = 0;
    const busy: Server = createServer((_req, res) => {
      calls++;
      res.writeHead(503, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0"?><Error><Code>SlowDown</Code></Error>');
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as { port: number };
    try {
      const files = s3FileStore({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` });
      const failure = files.get('paperless/24/a');
      await expect(failure).rejects.toBeInstanceOf(FileStoreUnavailableError);
      await expect(failure).rejects.toThrow(/503 \(SlowDown\)/);
      expect(calls).toBe(4);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});

describe('S3 object addresses', () => {
  const settings: S3Settings = {
    bucket: 'skeppa-files',
    region: 'eu-north-1',
    accessKeyId: 'id',
    secretAccessKey: 'secret',
    forcePathStyle: false,
  };

  it("uses AWS's regional endpoint, the bucket in the host name, without an endpoint", () => {
    expect(objectUrl(settings, 'paperless/1/a').href).toBe(
      'https://skeppa-files.s3.eu-north-1.amazonaws.com/paperless/1/a',
    );
  });

  it('puts the bucket in the host or the path of a given endpoint, keeping its port and path', () => {
    const endpoint = 'https://objects.example.se:9000/storage/';
    expect(objectUrl({ ...settings, endpoint }, 'paperless/1/a').href).toBe(
      'https://skeppa-files.objects.example.se:9000/storage/paperless/1/a',
    );
    expect(objectUrl({ ...settings, endpoint, forcePathStyle: true }, 'paperless/1/a').href).toBe(
      'https://objects.example.se:9000/storage/skeppa-files/paperless/1/a',
    );
  });

  it('refuses a bad key before making an address of it', () => {
    expect(() => objectUrl(settings, '../other-bucket/a')).toThrow(/invalid file store key/);
  });
});

describe('S3 file store configuration', () => {
  const s3Env = {
    FILES_S3_BUCKET: 'skeppa-files',
    FILES_S3_REGION: 'eu-north-1',
    FILES_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    FILES_S3_SECRET_ACCESS_KEY: 'secret/with+signs',
  };

  it('is a local directory under DATA_DIR by default, and a bucket when all four are given', () => {
    expect(loadConfig({ DATA_DIR: '/srv/skeppa' }).files).toEqual({
      store: 'local',
      dir: '/srv/skeppa/files',
    });
    expect(loadConfig({ ...s3Env, FILES_S3_ENDPOINT: '' }).files).toEqual({
      store: 's3',
      bucket: 'skeppa-files',
      region: 'eu-north-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/with+signs',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...s3Env,
      FILES_S3_ENDPOINT: 'http://minio.internal:9000',
      FILES_S3_FORCE_PATH_STYLE: 'true',
    }).files;
    expect(minio).toMatchObject({
      store: 's3',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
    });
  });

  it('refuses to start with half of it, naming what is missing', () => {
    const { FILES_S3_SECRET_ACCESS_KEY: _, ...noSecret } = s3Env;
    expect(() => loadConfig(noSecret)).toThrow(ConfigError);
    expect(() => loadConfig(noSecret)).toThrow(/FILES_S3_SECRET_ACCESS_KEY: missing/);
    expect(() => loadConfig({ FILES_S3_ENDPOINT: 'https://s3.example.com' })).toThrow(
      /FILES_S3_BUCKET: missing[\s\S]*FILES_S3_REGION: missing/,
    );
    expect(() => loadConfig({ ...s3Env, FILES_S3_BUCKET: '  ' })).toThrow(/FILES_S3_BUCKET: missing/);
    expect(() => loadConfig({ FILES_S3_FORCE_PATH_STYLE: 'false' })).toThrow(
      /FILES_S3_ACCESS_KEY_ID: missing/,
    );
  });

  it('refuses a bucket and a directory at once, and values no store would take', () => {
    expect(() => loadConfig({ ...s3Env, FILES_DIR: '/srv/files' })).toThrow(/FILES_DIR: files go either/);
    expect(() => loadConfig({ ...s3Env, FILES_S3_BUCKET: 'Skeppa_Files' })).toThrow(
      /FILES_S3_BUCKET: 3 to 63/,
    );
    expect(() => loadConfig({ ...s3Env, FILES_S3_REGION: 'EU North' })).toThrow(/FILES_S3_REGION/);
    for (const endpoint of ['s3.example.com', 'ftp://s3.example.com', 'https://key:secret@s3.example.com']) {
      expect(() => loadConfig({ ...s3Env, FILES_S3_ENDPOINT: endpoint }), endpoint).toThrow(
        /FILES_S3_ENDPOINT/,
      );
    }
    expect(() => loadConfig({ ...s3Env, FILES_S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      /FILES_S3_FORCE_PATH_STYLE/,
    );
  });
});

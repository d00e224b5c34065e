import { loadConfig } from './config';

describe('settings from the environment', () => {
  it('defaults: port 8000, ./data, demo on, embedded database', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8000, demo: true, databaseUrl: undefined });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('an empty variable counts as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8000 });
  });

  it('reads PORT, HTDZ_DATA_DIR, DATABASE_URL and HTDZ_DEMO=0', () => {
    const c = loadConfig({ PORT: '9100', HTDZ_DATA_DIR: '/srv/htdz', DATABASE_URL: 'postgres://u@h:5432/d', HTDZ_DEMO: '0' });
    expect(c).toMatchObject({ port: 9100, dataDir: '/srv/htdz', databaseUrl: 'postgres://u@h:5432/d', demo: false });
  });

  it('the session cache and the grading servers', () => {
    expect(loadConfig({})).toMatchObject({ cacheMs: 2000, gradingDatabaseUrls: undefined, gradingWorkers: 4, gradingPerUser: 1 });
    expect(loadConfig({ HTDZ_CACHE_MS: '0', HTDZ_DB_PREPARED: '0' })).toMatchObject({ cacheMs: 0, dbPrepared: 0 });
    expect(loadConfig({ HTDZ_GRADING_DATABASE_URL: 'postgres://a@g1/postgres, postgres://a@g2/postgres' }).gradingDatabaseUrls).toEqual([
      'postgres://a@g1/postgres',
      'postgres://a@g2/postgres',
    ]);
    expect(() => loadConfig({ HTDZ_GRADING_DATABASE_URL: 'mysql://x' })).toThrow(/HTDZ_GRADING_DATABASE_URL/);
  });

  it('HTDZ_TRUST_PROXY: off unless set, then the proxies as addresses, CIDRs or proxy-addr names; never true or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ HTDZ_TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ HTDZ_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ HTDZ_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8 ,loopback,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
      'uniquelocal',
    ]);
    for (const bad of ['true', '1', '2', '*', '10.0.0.0/33', 'fd00::/129', 'proxy.local', '10.0.0.5/8/1']) {
      expect(() => loadConfig({ HTDZ_TRUST_PROXY: bad })).toThrow(/HTDZ_TRUST_PROXY/);
    }
  });

  it('refuses bad values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ HTDZ_JWT_SECRET: 'short' })).toThrow(/HTDZ_JWT_SECRET/);
    expect(() => loadConfig({ HTDZ_DEMO: 'maybe' })).toThrow(/HTDZ_DEMO/);
  });

  it('an object store only with endpoint, bucket and both keys; path style by default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = { HTDZ_S3_ENDPOINT: 'http://minio:9000', HTDZ_S3_BUCKET: 'htdz', HTDZ_S3_ACCESS_KEY_ID: 'id', HTDZ_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'htdz',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      prefix: 'files/',
      pathStyle: true,
    });
    expect(loadConfig({ ...s3, HTDZ_S3_PATH_STYLE: '0', HTDZ_S3_PREFIX: '/' }).s3).toMatchObject({ pathStyle: false, prefix: '' });
    expect(() => loadConfig({ HTDZ_S3_ENDPOINT: 'http://minio:9000', HTDZ_S3_BUCKET: 'htdz' })).toThrow(/HTDZ_S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...s3, HTDZ_S3_BUCKET: 'Bad_Bucket' })).toThrow(/HTDZ_S3_BUCKET/);
    expect(() => loadConfig({ ...s3, HTDZ_S3_PREFIX: 'files' })).toThrow(/HTDZ_S3_PREFIX/);
  });

  it('labs: the sandbox under the data folder by default; kubernetes only with its API address', () => {
    expect(loadConfig({ HTDZ_DATA_DIR: '/srv/htdz' }).lab).toEqual({
      runtime: 'sandbox',
      maxContainers: 20,
      maxPerUser: 2,
      reapSeconds: 30,
      homesDir: '/srv/htdz/labs',
      kubernetes: undefined,
    });
    expect(() => loadConfig({ HTDZ_LAB_RUNTIME: 'kubernetes' })).toThrow(/HTDZ_LAB_K8S_API/);
    expect(() => loadConfig({ HTDZ_LAB_RUNTIME: 'docker' })).toThrow(/HTDZ_LAB_RUNTIME/);
    expect(() => loadConfig({ HTDZ_LAB_K8S_NAMESPACE_PREFIX: 'Bad_Prefix' })).toThrow(/HTDZ_LAB_K8S_NAMESPACE_PREFIX/);
    const k8s = loadConfig({ HTDZ_LAB_RUNTIME: 'kubernetes', HTDZ_LAB_K8S_API: 'https://kubernetes.default.svc', HTDZ_LAB_MAX_PER_USER: '1' }).lab;
    expect(k8s).toMatchObject({
      runtime: 'kubernetes',
      maxPerUser: 1,
      kubernetes: { apiUrl: 'https://kubernetes.default.svc', namespacePrefix: 'htdz-lab-', tokenFile: undefined, storageClass: undefined },
    });
  });

  it('several server processes only on PostgreSQL and without sandbox labs', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(() => loadConfig({ HTDZ_WORKERS: '3' })).toThrow(/HTDZ_WORKERS: several processes need PostgreSQL/);
    expect(() => loadConfig({ HTDZ_WORKERS: '3', DATABASE_URL: 'postgres://u@h:5432/d' })).toThrow(/HTDZ_WORKERS: sandbox lab containers/);
    expect(loadConfig({ HTDZ_WORKERS: '3', DATABASE_URL: 'postgres://u@h:5432/d', HTDZ_LAB_RUNTIME: 'off' }).workers).toBe(3);
  });
});

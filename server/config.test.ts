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

  it('refuses bad values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ HTDZ_JWT_SECRET: 'short' })).toThrow(/HTDZ_JWT_SECRET/);
    expect(() => loadConfig({ HTDZ_DEMO: 'maybe' })).toThrow(/HTDZ_DEMO/);
  });
});

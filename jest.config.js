/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: { '^.+\\.(c|m)?(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    // the ES module of one icon (ModuleIcon loads each apart): its CommonJS twin under jest
    '^@ant-design/icons/es/icons/(.*)$': '@ant-design/icons/lib/icons/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/src/.umi'],
  // Packages that ship ES modules only, and PGlite's dynamic import(): Node loads them natively,
  // jest's CommonJS runtime needs them turned into require() first.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|cookie|@electric-sql|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)',
  ],
};

// One grading PostgreSQL for the whole run (the suites that grade SQL), its URL in HTDZ_GRADING_DATABASE_URL.
const gradingCluster = {
  globalSetup: '<rootDir>/tests/grading-cluster.setup.ts',
  globalTeardown: '<rootDir>/tests/grading-cluster.teardown.ts',
};

// Suites, one command each (README): unit, api (real database), e2e (built app in chromium).
module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/tests/setup-jsdom.ts'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/contract/**/*.test.ts', '<rootDir>/mock/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'server-unit',
      testEnvironment: 'node',
      ...gradingCluster,
      testMatch: ['<rootDir>/server/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      // the grading cluster, then the seeded database each file's server starts from (tests/api/template-db.ts)
      globalSetup: '<rootDir>/tests/api/global-setup.ts',
      globalTeardown: '<rootDir>/tests/api/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/setup-api.ts'],
      testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/security/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/tests/setup-e2e.ts'],
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
  ],
};

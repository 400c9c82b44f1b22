// Every suite in one run. `unit` needs nothing; `infra` needs the PostgreSQL, Redis and Kafka that
// `make test` starts (DATABASE_URL, REDIS_URL, KAFKA_BROKERS); `e2e` needs Chromium and a built web/.
// Transpile only (types are checked by `tsc -b` and `make lint`), so suites start fast.
const transform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { target: 'es2022', module: 'commonjs', esModuleInterop: true, isolatedModules: true } },
  ],
};
const moduleNameMapper = {
  '^@degs/rules$': '<rootDir>/packages/rules/src',
  '^@degs/kit$': '<rootDir>/packages/kit/src',
  '^@degs/composer$': '<rootDir>/packages/composer/src',
  '^@degs/kit/(dist|src)/(.*)$': '<rootDir>/packages/kit/src/$2',
  '^@degs/gateway/dist/(.*)$': '<rootDir>/gateway/src/$1',
  '^@degs/events$': '<rootDir>/packages/events/src',
  '^@degs/gateway$': '<rootDir>/gateway/src',
  '^@degs/embedded$': '<rootDir>/packages/embedded/src',
  '^@degs/embedded/src/(.*)$': '<rootDir>/packages/embedded/src/$1',
  '^@degs/service-([a-z]+)$': '<rootDir>/services/$1/src',
  '^@degs/service-([a-z]+)/src/(.*)$': '<rootDir>/services/$1/src/$2',
};
// Only the source folders are crawled: .cache/ and .cluster/ hold whole image filesystems (make cluster).
const roots = [
  '<rootDir>/packages',
  '<rootDir>/services',
  '<rootDir>/gateway',
  '<rootDir>/web/src',
  '<rootDir>/tests',
];
const common = { transform, moduleNameMapper, testEnvironment: 'node', rootDir: __dirname, roots };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{packages,services,gateway}/**/src/**/*.test.ts',
        '<rootDir>/tests/unit/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '\\.infra\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'infra',
      testMatch: [
        '<rootDir>/{packages,services,gateway}/**/src/**/*.infra.test.ts',
        '<rootDir>/tests/infra/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
    {
      // Against the live cluster of `make cluster`; scripts/test.sh runs it last, after bringing it up.
      ...common,
      displayName: 'cluster',
      testMatch: ['<rootDir>/tests/cluster/**/*.test.ts'],
    },
  ],
};

// Jest for units and components (jsdom by default; server tests opt into `@jest-environment node`).
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/e2e/', '/__tests__/utils/', '/__tests__/fixtures/'],
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node'],
  moduleNameMapper: {
    // As in the site's bundles (gatsby/webpack-patches.ts): components render with the i18next core visitors get.
    '^i18next$': '<rootDir>/src/lib/i18next-core.ts',
    '^react-i18next$': '<rootDir>/src/lib/react-i18next-core.ts',
    '.+\\.(css|styl|less|sass|scss)$': '<rootDir>/__tests__/utils/style-mock.js',
    '.+\\.(jpg|jpeg|png|gif|svg|woff2?)$': '<rootDir>/__tests__/utils/file-mock.js',
  },
  // @fastify/static 10 bundles content-disposition 1, which is ESM only: Babel turns it into CommonJS for Jest.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-react-i18next|@fastify/static/node_modules/content-disposition|content-disposition)/)',
  ],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  setupFiles: ['<rootDir>/__tests__/utils/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/utils/setup-tests.ts'],
  // A hang detector, not a speed test: npm test runs Jest at a lower priority (scripts/test.sh), and beside
  // a second build on two cores a job-form test that types every field took over 20 s.
  testTimeout: 60000,
};

// The variables a merge request's preview build runs with (scripts/deploy/ci.ts: SITE_PREVIEW=1 and the
// preview's own address; GATSBY_BUILD_DATE as a scheduled rebuild or a test sets it), set before
// anything else is imported, as they are set before a build starts. Imported first by
// __tests__/gatsby/preview-build.test.tsx.
export const PREVIEW_BUILD_ENV = {
  SITE_PREVIEW: '1',
  GATSBY_SITE_URL: 'https://review-feature-x.preview.example.ir',
  GATSBY_BUILD_DATE: '2031-06-01',
} as const;

Object.assign(process.env, PREVIEW_BUILD_ENV);

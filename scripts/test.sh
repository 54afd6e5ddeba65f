#!/usr/bin/env bash
# `npm test`: every test. Unit and component tests (Jest), then a fresh production build, then the
# browser tests (Playwright + Debian Chromium) against that build served by server/, with the tests of
# nginx, npm run deploy and the GitLab pipeline (gitlab-ci-local) among them (__tests__/e2e/).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

echo "== lint (eslint, prettier --check): seconds, before the slow steps"
npm run --silent lint

echo "== unit and component tests (jest)"
npx jest --ci

echo "== production build (plain gatsby build: it alone must give the complete site)"
npx gatsby build

echo "== type check (after the build, which generates the GraphQL query types)"
npx tsc --noEmit -p .

echo "== browser tests against the built site"
node scripts/e2e.mjs

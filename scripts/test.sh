#!/usr/bin/env bash
# `npm test`: every test. Lint first (seconds); then the unit and component tests (Jest) while the
# production build runs beside them (Jest reads no build output; its report is printed when it ends);
# then the type check beside the browser tests (Playwright + Debian Chromium) against that build served by
# server/, with the tests of nginx, npm run deploy and the GitLab pipeline (gitlab-ci-local) among them
# (__tests__/e2e/, E2E_JOBS files at a time: scripts/e2e.mjs). Each step prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

started=$SECONDS
step() { echo "== $1 ($((SECONDS - started)) s in)"; }

step "lint (eslint, prettier --check)"
npm run --silent lint

step "unit and component tests (jest) beside the production build (plain gatsby build: it alone must give the complete site)"
jest_log=$(mktemp)
trap 'rm -f "$jest_log"' EXIT
npx jest --ci --maxWorkers=2 >"$jest_log" 2>&1 &
jest_pid=$!
build_status=0
npx gatsby build || build_status=$?
jest_status=0
wait "$jest_pid" || jest_status=$?
step "jest's report"
cat "$jest_log"
if [ "$jest_status" -ne 0 ] || [ "$build_status" -ne 0 ]; then
  echo "jest exited with $jest_status, gatsby build with $build_status"
  exit 1
fi

step "type check (after the build, which generates the GraphQL query types) beside the browser tests against the built site"
tsc_log=$(mktemp)
trap 'rm -f "$jest_log" "$tsc_log"' EXIT
npx tsc --noEmit -p . >"$tsc_log" 2>&1 &
tsc_pid=$!
e2e_status=0
node scripts/e2e.mjs || e2e_status=$?
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
step "type check's report"
cat "$tsc_log"
if [ "$tsc_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then
  echo "tsc exited with $tsc_status, the browser tests with $e2e_status"
  exit 1
fi
step "all tests passed"

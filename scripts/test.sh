#!/usr/bin/env bash
# `npm test`: every test. Lint first (seconds); then the unit and component tests (Jest) while the
# production build runs beside them (Jest reads no build output; its report is printed when it ends);
# then the type check beside the browser tests (@playwright/test + Debian Chromium: playwright.config.ts)
# against that build served by server/, with the tests of nginx, npm run deploy and the GitLab pipeline
# (gitlab-ci-local) among them. E2E_SKIP=editor,operations leaves projects out on purpose; the run's
# last lines name them. Each step prints its time. ESLint, Prettier and tsc keep caches in
# node_modules/.cache (a file is checked again only when it, or what it depends on, changed), as
# Jest keeps its transforms and Gatsby its .cache/.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

started=$SECONDS
step() { echo "== $1 ($((SECONDS - started)) s in)"; }

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# together NAME "BESIDE..." MAIN...: runs the BESIDE command (one string, word-split) in the background
# with its output kept, and MAIN in the foreground; then prints NAME's output and fails if either did.
together() {
  local name=$1 beside=$2 pid main_status=0 beside_status=0
  shift 2
  # shellcheck disable=SC2086
  $beside >"$logs/$name" 2>&1 &
  pid=$!
  "$@" || main_status=$?
  wait "$pid" || beside_status=$?
  step "$name's report"
  cat "$logs/$name"
  if [ "$beside_status" -ne 0 ] || [ "$main_status" -ne 0 ]; then
    echo "$name exited with $beside_status, $* with $main_status"
    exit 1
  fi
}

step "lint (eslint, prettier --check)"
npm run --silent lint

step "unit and component tests (jest) beside the production build (plain gatsby build: it alone must give the complete site)"
together jest "npx jest --ci --maxWorkers=2" npx gatsby build

step "type check (after the build, which generates the GraphQL query types) beside the browser tests against the built site"
together tsc "npm run --silent typecheck" npx playwright test
step "all tests passed"

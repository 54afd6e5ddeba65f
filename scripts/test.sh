#!/usr/bin/env bash
# `npm test`: every test. Lint and the production build start side by side, each on a core of its own
# (a lint failure ends the run in seconds, when lint ends). The unit and component tests (Jest), which
# read no build output, start in the background and run beside everything: the build, then the
# browser tests (@playwright/test + Debian Chromium: playwright.config.ts) against that build served
# by server/, with the tests of nginx, npm run deploy and the GitLab pipeline (gitlab-ci-local) among
# them, and the type check beside those (after the build, which generates the GraphQL query types).
# Much of Jest's time is waiting (restarts, slow clients, restic), so on two cores it fills the time
# the others leave idle. It runs at a lower priority (nice 10): the build and the browser tests, which
# the run waits for, get a core when they want one, and Jest takes the rest; it still ends well before
# them. At the same priority all three fought over the cores, and the run took longer and more CPU
# time (warm: 427-492 s and 800-900 CPU-seconds, against 402 s and 765). Its timed tests measure their
# work in CPU time, not on the clock. Jest's report is printed when it ends, after the browser tests',
# and then again what did not run: E2E_SKIP=editor,operations leaves projects out on purpose, and the
# run's last lines name them, with Jest's count (a Jest test skipped fails the run: nothing filters it).
# Each step prints its time. ESLint, Prettier and tsc keep caches in node_modules/.cache (a file is
# checked again only when it, or what it depends on, changed), as Jest keeps its transforms and Gatsby
# its .cache/.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

started=$SECONDS
step() { echo "== $1 ($((SECONDS - started)) s in)"; }

logs=$(mktemp -d)
declare -A pid_of
# Background commands still running when this script ends (a failure, ^C) end with it.
trap 'for pid in "${pid_of[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; rm -rf "$logs"' EXIT

# beside NAME COMMAND...: starts COMMAND in the background, in its own process group, its output kept.
beside() {
  local name=$1
  shift
  set -m
  "$@" >"$logs/$name" 2>&1 &
  set +m
  pid_of[$name]=$!
}
# report NAME: waits for NAME's command, prints its output, and tells whether it passed.
report() {
  local name=$1 status=0
  wait "${pid_of[$name]}" || status=$?
  step "$name's report"
  cat "$logs/$name"
  return "$status"
}

step "lint (eslint, prettier --check) beside the production build (plain gatsby build: it alone must give the complete site)"
beside lint npm run --silent lint
step "unit and component tests (jest) started in the background, at a lower priority"
beside jest nice -n 10 npx jest --ci --maxWorkers=2
set -m
npx gatsby build &
set +m
pid_of[build]=$!
# Lint ends first, in seconds: its failure ends the run there (the build and Jest stop with it).
if ! report lint; then
  echo "FAILED: lint (npm run lint)"
  exit 1
fi

failed=()
if wait "${pid_of[build]}"; then
  step "type check (the build generated the GraphQL query types) beside the browser tests against the built site"
  beside tsc npm run --silent typecheck
  npx playwright test 2>&1 | tee "$logs/playwright" || failed+=("browser tests (npx playwright test)")
  report tsc || failed+=("type check (npm run typecheck)")
else
  failed+=("production build (npx gatsby build)")
fi
report jest || failed+=("unit and component tests (npx jest)")
# Jest has no filter in this run, so a test it skipped is an it.skip or it.todo left in the code.
jest_tests=$(grep -E '^Tests:' "$logs/jest" | tail -n 1 | sed 's/^Tests: *//' || true)
case $jest_tests in
  *skipped* | *todo*) failed+=("unit and component tests: some did not run (it.skip or it.todo): $jest_tests") ;;
esac
# The browser tests' last lines (what did not run) again, as the run's last lines, and Jest's count.
[ -f "$logs/playwright" ] && sed -n '/^LEFT OUT of this run/,$p; /^Every browser-test project ran/p' "$logs/playwright"
echo "Jest: ${jest_tests:-no count (its report above says why)}"

if [ ${#failed[@]} -ne 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
step "all tests passed"

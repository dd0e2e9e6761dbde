#!/usr/bin/env bash
# `npm run test:setup`: installs what the test suite needs beyond npm packages.
# Today that is Debian's chromium for the real-browser test of /docs (never a downloaded browser).
set -euo pipefail
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

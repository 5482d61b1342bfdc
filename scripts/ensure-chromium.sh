#!/bin/sh
# The browser tests drive Debian's Chromium (Playwright's own download is not
# reachable from CI). Install it when it is missing and we are allowed to.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "Chromium not found at $CHROMIUM; installing Debian's chromium package." >&2
sh "$(dirname "$0")/apt-install.sh" chromium
[ -x "$CHROMIUM" ] || { echo "Chromium is still missing at $CHROMIUM" >&2; exit 1; }

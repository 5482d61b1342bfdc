#!/bin/sh
# The browser tests drive Debian's Chromium (Playwright's own download is not
# reachable from CI). Install it when it is missing and we are allowed to.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "Chromium not found at $CHROMIUM; installing Debian's chromium package." >&2
if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO="sudo -n"
else
  echo "Cannot install Chromium without root. Run: sudo apt-get install -y chromium" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "Chromium is still missing at $CHROMIUM" >&2; exit 1; }

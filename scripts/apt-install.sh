#!/bin/sh
# Installs Debian packages for the ensure-*.sh scripts: as root, or through
# passwordless sudo; otherwise says which command to run and fails.
#   sh scripts/apt-install.sh package...
set -eu

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO="sudo -n"
else
  echo "Cannot install without root. Run: sudo apt-get install -y $*" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "$@" >/dev/null

#!/bin/sh
# The serving tests start Debian's nginx with the shipped configuration
# (deploy/nginx), which needs the Brotli static module. Install both when they
# are missing and we are allowed to.
set -eu

NGINX="${NGINX:-/usr/sbin/nginx}"
BROTLI_MODULE="${NGINX_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
if [ -x "$NGINX" ] && [ -f "$BROTLI_MODULE" ]; then
  exit 0
fi

echo "nginx or its Brotli static module is missing; installing Debian's nginx and libnginx-mod-http-brotli-static." >&2
if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO="sudo -n"
else
  echo "Cannot install nginx without root. Run: sudo apt-get install -y nginx libnginx-mod-http-brotli-static" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
[ -x "$NGINX" ] || { echo "nginx is still missing at $NGINX" >&2; exit 1; }
[ -f "$BROTLI_MODULE" ] || { echo "The Brotli static module is still missing at $BROTLI_MODULE" >&2; exit 1; }

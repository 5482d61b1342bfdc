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
sh "$(dirname "$0")/apt-install.sh" nginx libnginx-mod-http-brotli-static
[ -x "$NGINX" ] || { echo "nginx is still missing at $NGINX" >&2; exit 1; }
[ -f "$BROTLI_MODULE" ] || { echo "The Brotli static module is still missing at $BROTLI_MODULE" >&2; exit 1; }

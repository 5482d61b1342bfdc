#!/bin/sh
# The whole test suite, in the order that fails fastest: static checks, unit
# tests, the production build of both locales, checks on the build, the
# browser tests against the served build, then the build behind nginx with the
# shipped configuration (headers, caching, redirects, and a browser subset
# under its Content-Security-Policy). First the full git history, which the
# pages' "Last updated" dates come from.
set -eu
export NO_UPDATE_NOTIFIER=1

started=$(date +%s)
step() {
  printf '\n\033[1m== %s\033[0m (%ss so far)\n' "$1" "$(($(date +%s) - started))"
}

step "Git history"
sh scripts/ensure-git-history.sh
step "Chromium and nginx"
sh scripts/ensure-chromium.sh
sh scripts/ensure-nginx.sh
step "Type check"
npm run --silent typecheck
step "Lint"
npm run --silent lint
step "Format check"
npm run --silent format:check
step "Unit tests"
npm run --silent test:unit
step "Production build (en + zh)"
npm run --silent build
step "Build checks (route inventory)"
npm run --silent test:build
step "Browser tests"
npm run --silent test:e2e
step "Behind nginx (deploy/nginx)"
npm run --silent test:nginx
step "Done"

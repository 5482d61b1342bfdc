#!/bin/sh
# The whole test suite, in the order that fails fastest: static checks, the
# production build of both locales with the unit tests beside it, checks on the
# build, the browser tests against the served build, then the build behind nginx
# with the shipped configuration (headers, caching, redirects, and a browser
# subset under its Content-Security-Policy). First the full git history, which
# the pages' "Last updated" dates come from.
set -eu
export NO_UPDATE_NOTIFIER=1

started=$(date +%s)
step() {
  printf '\n\033[1m== %s\033[0m (%ss so far)\n' "$1" "$(($(date +%s) - started))"
}

step "Git history"
sh scripts/ensure-git-history.sh
# On a fresh machine Chromium and nginx come from Debian's packages: about 40 s of downloading and
# unpacking, done while the checks below keep the cores busy, and waited for before the browser.
browsers_log=$(mktemp)
(sh scripts/ensure-chromium.sh && sh scripts/ensure-nginx.sh) >"$browsers_log" 2>&1 &
browsers=$!
step "Type check, lint and format check, side by side"
# Each of the three uses one core at most; together they take the time of the slowest.
logs=$(mktemp -d)
started_checks=""
for check in typecheck lint format:check; do
  npm run --silent "$check" >"$logs/$check" 2>&1 &
  started_checks="$started_checks $check:$!"
done
failed=""
for started_check in $started_checks; do
  check=${started_check%:*}
  if wait "${started_check##*:}"; then status=passed; else status=FAILED; failed="$failed $check"; fi
  printf -- '-- %s %s\n' "$check" "$status"
  cat "$logs/$check"
done
rm -rf "$logs"
if [ -n "$failed" ]; then
  echo "Failed:$failed" >&2
  exit 1
fi
step "Production build (en + zh), unit tests beside it"
# The build keeps one core busy for most of its minute; the unit tests, which need only the
# sources, use the other (build and unit tests one after the other: 122 s; side by side: 100 s).
unit_log=$(mktemp)
npm run --silent test:unit >"$unit_log" 2>&1 &
unit=$!
build_status=0
npm run --silent build || build_status=$?
unit_status=0
wait "$unit" || unit_status=$?
printf -- '-- unit tests\n'
cat "$unit_log"
rm -f "$unit_log"
if [ "$unit_status" -ne 0 ] || [ "$build_status" -ne 0 ]; then
  [ "$unit_status" -eq 0 ] || echo "Unit tests failed" >&2
  [ "$build_status" -eq 0 ] || echo "The build failed" >&2
  exit 1
fi
step "Build checks (route inventory)"
npm run --silent test:build
step "Chromium and nginx"
browsers_status=0
wait "$browsers" || browsers_status=$?
cat "$browsers_log"
rm -f "$browsers_log"
if [ "$browsers_status" -ne 0 ]; then
  echo "Chromium or nginx could not be installed" >&2
  exit 1
fi
step "Browser tests"
npm run --silent test:e2e
step "Behind nginx (deploy/nginx)"
npm run --silent test:nginx
step "Done"

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
# A job beside the others keeps its output in $logs/<name> until it is waited for, so the output
# of jobs running at once does not interleave.
logs=$(mktemp -d)
# Each step's start and end, and the test runners' JSON reports: the table the suite ends with.
export SUITE_REPORT_DIR="$logs/report"
mkdir "$SUITE_REPORT_DIR"
current_step=""
end_step() {
  if [ -n "$current_step" ]; then
    printf '%s\t%s\t%s\n' "$current_step" "$step_started" "$(date +%s)" >>"$SUITE_REPORT_DIR/steps.tsv"
  fi
  current_step=""
}
step() {
  end_step
  current_step=$1
  step_started=$(date +%s)
  printf '\n\033[1m== %s\033[0m (%ss so far)\n' "$1" "$((step_started - started))"
}
# Where the time went, also when a step failed.
print_report() {
  end_step
  printf '\n\033[1m== Time\033[0m\n'
  npx tsx scripts/suite-report.ts "$SUITE_REPORT_DIR" || true
}
# A job still running when the suite stops early is waited for, not left behind: an apt-get that
# outlives the suite holds dpkg's lock against the next run, and one cut off leaves dpkg half done.
settle_background() {
  for pid_file in "$logs"/*.pid; do
    [ -e "$pid_file" ] || continue
    pid=$(cat "$pid_file")
    if kill -0 "$pid" 2>/dev/null; then
      echo "Waiting for $(basename "$pid_file" .pid) to finish before stopping" >&2
      wait "$pid" 2>/dev/null || true
    fi
  done
}
trap 'settle_background; print_report; rm -rf "$logs"' EXIT
in_background() {
  name=$1
  shift
  "$@" >"$logs/$name" 2>&1 &
  echo $! >"$logs/$name.pid"
}
# Waits for a job, prints its output under its name and whether it passed; fails when it failed.
finish() {
  if wait "$(cat "$logs/$1.pid")"; then status=passed; else status=FAILED; fi
  printf -- '-- %s %s\n' "$1" "$status"
  cat "$logs/$1"
  [ "$status" = passed ]
}
# Stops the suite, naming the steps in $failed, when any failed.
stop_if_failed() {
  if [ -n "$failed" ]; then
    echo "Failed:$failed" >&2
    exit 1
  fi
}

step "Git history"
sh scripts/ensure-git-history.sh
# On a fresh machine Chromium and nginx come from Debian's packages: about 40 s of downloading and
# unpacking, done while the checks below keep the cores busy, and waited for before the browser.
in_background chromium-and-nginx sh -c 'sh scripts/ensure-chromium.sh && sh scripts/ensure-nginx.sh'
step "Type check, lint and format check, side by side"
# Each of the three uses one core at most; together they take the time of the slowest.
for check in typecheck lint format:check; do
  in_background "$check" npm run --silent "$check"
done
failed=""
for check in typecheck lint format:check; do
  finish "$check" || failed="$failed $check"
done
stop_if_failed
step "Production build (en + zh), unit tests beside it"
# The build keeps one core busy for most of its minute; the unit tests, which need only the
# sources, use the other (build and unit tests one after the other: 122 s; side by side: 100 s).
in_background unit-tests npm run --silent test:unit -- \
  --reporter=default --reporter=json --outputFile.json="$SUITE_REPORT_DIR/unit.json"
npm run --silent build || failed="$failed build"
finish unit-tests || failed="$failed unit-tests"
stop_if_failed
step "Build checks (route inventory)"
npm run --silent test:build -- \
  --reporter=default --reporter=json --outputFile.json="$SUITE_REPORT_DIR/build.json"
step "Chromium and nginx"
finish chromium-and-nginx
step "Browser tests"
npm run --silent test:e2e
step "Behind nginx (deploy/nginx)"
npm run --silent test:nginx
end_step
echo "All checks passed."

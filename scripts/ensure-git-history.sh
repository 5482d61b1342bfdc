#!/bin/sh
# The "Last updated" dates come from git history (plugins/front-matter/index.ts). A
# shallow clone, as CI services make by default, knows only its newest commits,
# so fetch the rest from the remote. Without a remote, or outside a git
# repository (a source archive), pages show the date in their front matter.
set -eu
if [ "$(git rev-parse --is-shallow-repository 2>/dev/null || true)" != "true" ]; then
  exit 0
fi
remote="$(git remote | head -n 1)"
if [ -z "$remote" ]; then
  echo "Shallow clone without a remote: pages older than its history show their front matter date."
  exit 0
fi
if ! git fetch --quiet --unshallow "$remote"; then
  echo "Could not fetch the full history from $remote: pages older than the clone show their front matter date."
fi

#!/bin/sh
# The benchmarks measure the Chinese pages as a reader's phone draws them: with
# a font that has Chinese characters (Android's is Noto Sans CJK). Without one,
# Chromium searches the fallback fonts for every run of Chinese text, finds
# nothing, draws empty boxes, and lays out the long pages about twice as slowly
# (README, "How the benchmark serves the pages"). Install Debian's Noto CJK
# fonts when no font covers Chinese and we are allowed to.
set -eu

if [ -n "$(fc-list :lang=zh family 2>/dev/null)" ]; then
  exit 0
fi

echo "No font covers Chinese; installing Debian's fonts-noto-cjk." >&2
sh "$(dirname "$0")/apt-install.sh" fonts-noto-cjk
[ -n "$(fc-list :lang=zh family)" ] || { echo "Still no font covers Chinese" >&2; exit 1; }

#!/usr/bin/env bash
# Builds the DocC documentation of ProfileHeaderCore with the toolchain's docc, treating warnings
# (broken symbol links, unknown articles) as errors. Output: .build/docs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
rm -rf .build/docs .build/docs-symbol-graphs
# `dump-symbol-graph` always emits (a build with -emit-symbol-graph only does when it recompiles).
written=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | sed -n 's/^Files written to //p')
[ -n "$written" ] || { echo "build-docs: no symbol graphs were written" >&2; exit 1; }
graphs=.build/docs-symbol-graphs
mkdir -p "$graphs"
cp "$written"/ProfileHeaderCore*.symbols.json "$graphs"/
docc convert Sources/ProfileHeaderCore/ProfileHeaderCore.docc \
    --additional-symbol-graph-dir "$graphs" \
    --output-path .build/docs \
    --fallback-display-name ProfileHeaderCore \
    --fallback-bundle-identifier com.profileheaderkit.ProfileHeaderCore \
    --warnings-as-errors
echo "build-docs: documentation built in .build/docs ($(find .build/docs -name '*.json' | wc -l) pages of data)"

#!/usr/bin/env bash
# Builds the DocC documentation of ProfileHeaderCore with the toolchain's docc, treating warnings
# (broken symbol links, unknown articles) as errors. Output: .build/docs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
rm -rf .build/docs .build/docs-symbol-graphs
# `dump-symbol-graph` always emits (a build with -emit-symbol-graph only does when it recompiles).
# It also tries the test modules, and fails on them unless `swift test` has built them first; only
# ProfileHeaderCore's graphs are needed, so its own success is what is checked.
log=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 || true)
written=$(printf '%s\n' "$log" | sed -n 's/^Files written to //p')
if [ -z "$written" ] || [ ! -f "$written/ProfileHeaderCore.symbols.json" ]; then
    printf '%s\n' "$log" >&2; echo "build-docs: no symbol graph for ProfileHeaderCore was written" >&2; exit 1
fi
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

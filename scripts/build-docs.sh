#!/usr/bin/env bash
# Builds the DocC documentation of all three modules with the toolchain's docc, treating warnings
# (broken symbol links, unknown articles, undocumented parameters) as errors, and merges them into
# one archive. Output: .build/docs.
#
# ProfileHeaderCore's symbol graph comes from SwiftPM. The UIKit and SwiftUI front ends are empty
# modules on Linux, so theirs come from the same type-check that checks them against the transcribed
# Apple declarations (Tests/AppleModel, as scripts/check-apple-frontends.sh builds them).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
work=.build/docs-work
rm -rf .build/docs "$work"
mkdir -p "$work/modules" "$work/graphs/ProfileHeaderCore" "$work/graphs/ProfileHeaderUIKit" "$work/graphs/ProfileHeaderSwiftUI"

# The engine. `dump-symbol-graph` always emits (a build with -emit-symbol-graph only does when it
# recompiles). It also tries the test modules, and fails on them unless `swift test` has built them
# first; only ProfileHeaderCore's graphs are needed, so its own success is what is checked.
log=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 || true)
written=$(printf '%s\n' "$log" | sed -n 's/^Files written to //p')
if [ -z "$written" ] || [ ! -f "$written/ProfileHeaderCore.symbols.json" ]; then
    printf '%s\n' "$log" >&2; echo "build-docs: no symbol graph for ProfileHeaderCore was written" >&2; exit 1
fi
cp "$written"/ProfileHeaderCore*.symbols.json "$work/graphs/ProfileHeaderCore/"

# The front ends, type-checked against the transcribed Apple declarations.
objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
flags=(-swift-version 6 -parse-as-library -I "$work/modules" "${objc[@]}" -D PROFILE_HEADER_APPLE_MODEL)
module() { # name, graph directory (or ""), sources...
    local name="$1" graphs="$2"; shift 2
    local extra=()
    [ -n "$graphs" ] && extra=(-emit-symbol-graph -emit-symbol-graph-dir "$graphs" -symbol-graph-minimum-access-level public)
    if ! swiftc "${flags[@]}" -emit-module -module-name "$name" -emit-module-path "$work/modules/$name.swiftmodule" \
        "${extra[@]}" "$@" 2>"$work/$name.log"; then
        cat "$work/$name.log" >&2; echo "build-docs: $name does not build" >&2; exit 1
    fi
}
for name in ObjectiveC CoreGraphics Foundation QuartzCore CoreImage UIKit Combine SwiftUI; do
    mapfile -t files < <(find "Tests/AppleModel/$name" -name '*.swift' | sort)
    module "$name" "" "${files[@]}"
done
mapfile -t files < <(find Sources/ProfileHeaderCore -name '*.swift' | sort)
module ProfileHeaderCore "" "${files[@]}"
for name in ProfileHeaderUIKit ProfileHeaderSwiftUI; do
    mapfile -t files < <(find "Sources/$name" -name '*.swift' | sort)
    module "$name" "$work/graphs/$name" "${files[@]}"
done

# One archive per module, then one archive of all three.
archives=()
for name in ProfileHeaderCore ProfileHeaderUIKit ProfileHeaderSwiftUI; do
    docc convert "Sources/$name/$name.docc" \
        --additional-symbol-graph-dir "$work/graphs/$name" \
        --output-path "$work/$name.doccarchive" \
        --fallback-display-name "$name" \
        --fallback-bundle-identifier "com.profileheaderkit.$name" \
        --warnings-as-errors
    archives+=("$work/$name.doccarchive")
done
docc merge "${archives[@]}" --output-path .build/docs --synthesized-landing-page-name ProfileHeaderKit
echo "build-docs: documentation of ProfileHeaderCore, ProfileHeaderUIKit and ProfileHeaderSwiftUI built in .build/docs ($(find .build/docs -name '*.json' | wc -l) pages of data)"

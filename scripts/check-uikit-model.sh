#!/usr/bin/env bash
# Runs the UIKit front end as it ships on the platform model, on Linux: the model's Objective-C,
# Core Graphics, Foundation, Quartz Core and UIKit (Tests/AppleModel, built without Objective-C
# interop, so their behaviour is plain Swift), the engine, every file of Sources/ProfileHeaderUIKit
# except ObjectiveCRelays.swift (whose target-action receivers need the Objective-C runtime; the
# model's version, same types and behaviour, is Tests/ProfileHeaderUIKitScenarios/Support/), and the
# scenario tests in Tests/ProfileHeaderUIKitScenarios (Swift Testing), run frame by frame.
#   bash scripts/check-uikit-model.sh [--filter NAME]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

out=".build/uikit-model"
rm -rf "$out"; mkdir -p "$out"
flags=(-swift-version 6 -parse-as-library -I "$out" -L "$out" -Onone -g)

library() { # name, sources...
    local name="$1"; shift
    swiftc "${flags[@]}" ${strict:+-warnings-as-errors} -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "$@"
}

# Warnings are errors in the model and the tests. The front end's are checked by
# check-apple-frontends.sh (here its key-value observing calls warn: the model's properties cannot be
# `@objc dynamic` without Objective-C).
strict=1
model=Tests/AppleModel
libs=()
for name in ObjectiveC CoreGraphics Foundation QuartzCore CoreImage UIKit; do
    mapfile -t files < <(find "$model/$name" -name '*.swift' | sort)
    library "$name" "${files[@]}"
    libs=("$out/lib$name.a" "${libs[@]}")
done
mapfile -t core < <(find Sources/ProfileHeaderCore -name '*.swift' | sort)
library ProfileHeaderCore "${core[@]}"
strict=
mapfile -t frontend < <(find Sources/ProfileHeaderUIKit -name '*.swift' ! -name ObjectiveCRelays.swift | sort)
if ! library ProfileHeaderUIKit -D PROFILE_HEADER_APPLE_MODEL -enable-testing "${frontend[@]}" \
    Tests/ProfileHeaderUIKitScenarios/Support/ObjectiveCRelays.swift 2>"$out/frontend.log"; then
    cat "$out/frontend.log" >&2; exit 1
fi

mapfile -t tests < <(find Tests/ProfileHeaderUIKitScenarios -name '*.swift' ! -path '*/Support/ObjectiveCRelays.swift' | sort)
swiftc "${flags[@]}" -warnings-as-errors -D PROFILE_HEADER_APPLE_MODEL -o "$out/scenarios" "${tests[@]}" \
    "$out/libProfileHeaderUIKit.a" "$out/libProfileHeaderCore.a" "${libs[@]}"
echo "check-uikit-model: the UIKit front end runs on the model (${#frontend[@]} files); scenarios:"
# One scenario at a time: the model's registries (observers, display links) are global, and a
# scenario that awaits would otherwise count another's.
mkdir -p "$out/view-writes"
PHK_VIEW_WRITES_DIR="$out/view-writes" "$out/scenarios" --no-parallel "$@"
# The whole run also checks what a scroll frame writes to the views (budget and README table);
# VIEW_WRITES_README=write rewrites the table.
if [ "$#" -eq 0 ]; then
    python3 Benchmarks/scripts/view-writes.py "$out/view-writes" --readme "${VIEW_WRITES_README:-check}"
fi

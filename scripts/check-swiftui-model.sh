#!/usr/bin/env bash
# Runs the SwiftUI front end's decisions on Linux: the page's driver and the tree it describes as data
# (Sources/ProfileHeaderSwiftUI/Driver, which imports no SwiftUI: built with PROFILE_HEADER_SWIFTUI_DRIVER), the engine,
# the model of SwiftUI's scroll views in Tests/SwiftUIScrollModel (each rule citing the Apple page it
# follows, or saying it is undocumented) and the scenarios in Tests/ProfileHeaderSwiftUIScenarios
# (Swift Testing), frame by frame. The views themselves only apply what the driver says; they are
# type-checked by check-apple-frontends.sh and, with an SDK, check-ios-sdk.sh.
#   bash scripts/check-swiftui-model.sh [--filter NAME]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

out=".build/swiftui-model"
rm -rf "$out"; mkdir -p "$out"
flags=(-swift-version 6 -parse-as-library -I "$out" -L "$out" -Onone -g -warnings-as-errors)

library() { # name, sources...
    local name="$1"; shift
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "$@"
}

mapfile -t core < <(find Sources/ProfileHeaderCore -name '*.swift' | sort)
library ProfileHeaderCore "${core[@]}"
mapfile -t driver < <(find Sources/ProfileHeaderSwiftUI/Driver -name '*.swift' | sort)
library ProfileHeaderSwiftUI -D PROFILE_HEADER_SWIFTUI_DRIVER -enable-testing "${driver[@]}"
mapfile -t model < <(find Tests/SwiftUIScrollModel -name '*.swift' | sort)
library SwiftUIScrollModel "${model[@]}"

mapfile -t tests < <(find Tests/ProfileHeaderSwiftUIScenarios -name '*.swift' | sort)
swiftc "${flags[@]}" -o "$out/scenarios" "${tests[@]}" \
    "$out/libSwiftUIScrollModel.a" "$out/libProfileHeaderSwiftUI.a" "$out/libProfileHeaderCore.a"
echo "check-swiftui-model: the SwiftUI page's driver runs on the model (${#driver[@]} files); scenarios:"
"$out/scenarios" "$@"

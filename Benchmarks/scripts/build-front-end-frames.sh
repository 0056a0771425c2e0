#!/usr/bin/env bash
# Builds the front ends' frame loops (Benchmarks/FrontEndFrames) for performance.py's front-end
# figures, optimised (-O, whole module), into OUT (default .build/front-end-frames):
#   OUT/uikit-frames    the UIKit front end (Sources/ProfileHeaderUIKit) on the UIKit model
#                       (Tests/AppleModel), compiled as scripts/check-uikit-model.sh compiles them:
#                       the model's ObjectiveC … UIKit, the engine, the front end with
#                       -D PROFILE_HEADER_APPLE_MODEL and the model's ObjectiveCRelays.swift in place
#                       of its own; the scene is the scenarios' (Support/Scene.swift)
#   OUT/swiftui-frames  the SwiftUI page's driver (Sources/ProfileHeaderSwiftUI/Driver,
#                       -D PROFILE_HEADER_SWIFTUI_DRIVER) on the model of SwiftUI's scroll views
#                       (Tests/SwiftUIScrollModel), compiled as scripts/check-swiftui-model.sh compiles
#                       them; the scene is the scenarios' (Support/PageScene.swift)
# SwiftPM cannot build the Apple model as a target (its modules are named UIKit, Foundation, …), so
# this compiles with swiftc, one static library per module as the check scripts do.
#   bash Benchmarks/scripts/build-front-end-frames.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

out="${1:-.build/front-end-frames}"
rm -rf "$out"; mkdir -p "$out"
flags=(-swift-version 6 -parse-as-library -I "$out" -L "$out" -O -wmo)

library() { # name, flags and sources... (its diagnostics in OUT/NAME.log, shown if it fails)
    local name="$1"; shift
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "$@" >"$out/$name.log" 2>&1 \
        || { cat "$out/$name.log" >&2; return 1; }
}
# Two builds at a time (CI has two cores): each list of modules in order, the lists side by side.
side_by_side() { # two functions
    "$1" & local first=$!
    "$2" & local second=$!
    local status=0
    wait "$first" || status=1
    wait "$second" || status=1
    return "$status"
}

model=Tests/AppleModel
models=(ObjectiveC CoreGraphics Foundation QuartzCore CoreImage UIKit)
engine() {
    mapfile -t core < <(find Sources/ProfileHeaderCore -name '*.swift' | sort)
    library ProfileHeaderCore "${core[@]}"
}
uikit_model() {
    for name in "${models[@]}"; do
        mapfile -t files < <(find "$model/$name" -name '*.swift' | sort)
        library "$name" "${files[@]}" || return 1
    done
}
# The UIKit front end on the model (its key-value observing calls warn there: see check-uikit-model.sh).
uikit_front_end() {
    mapfile -t frontend < <(find Sources/ProfileHeaderUIKit -name '*.swift' ! -name ObjectiveCRelays.swift | sort)
    library ProfileHeaderUIKit -D PROFILE_HEADER_APPLE_MODEL "${frontend[@]}" \
        Tests/ProfileHeaderUIKitScenarios/Support/ObjectiveCRelays.swift || return 1
    local libs=()
    for name in "${models[@]}"; do libs=("$out/lib$name.a" "${libs[@]}"); done
    swiftc "${flags[@]}" -D PROFILE_HEADER_APPLE_MODEL -o "$out/uikit-frames" \
        Benchmarks/FrontEndFrames/UIKitFrames.swift Benchmarks/FrontEndFrames/ReadingScroll.swift \
        Tests/ProfileHeaderUIKitScenarios/Support/Scene.swift \
        "$out/libProfileHeaderUIKit.a" "$out/libProfileHeaderCore.a" "${libs[@]}"
}
# The SwiftUI driver (testable: the scene drives its internal API, as the scenarios do) on the model
# of SwiftUI's scroll views.
swiftui_front_end() {
    mapfile -t driver < <(find Sources/ProfileHeaderSwiftUI/Driver -name '*.swift' | sort)
    library ProfileHeaderSwiftUI -D PROFILE_HEADER_SWIFTUI_DRIVER -enable-testing "${driver[@]}" || return 1
    mapfile -t scrollModel < <(find Tests/SwiftUIScrollModel -name '*.swift' | sort)
    library SwiftUIScrollModel "${scrollModel[@]}" || return 1
    swiftc "${flags[@]}" -o "$out/swiftui-frames" \
        Benchmarks/FrontEndFrames/SwiftUIFrames.swift Benchmarks/FrontEndFrames/ReadingScroll.swift \
        Tests/ProfileHeaderSwiftUIScenarios/Support/PageScene.swift \
        "$out/libSwiftUIScrollModel.a" "$out/libProfileHeaderSwiftUI.a" "$out/libProfileHeaderCore.a"
}

side_by_side engine uikit_model
side_by_side uikit_front_end swiftui_front_end

#!/usr/bin/env bash
# Type-checks the Apple-only front ends (and the example app) on Linux against the Apple SDK
# declarations of the platform model in Tests/AppleModel/, each transcribed from Apple's documentation:
# Swift 6 language mode, strict concurrency, Objective-C interop on (for @objc and #selector), warnings
# as errors. (scripts/check-uikit-model.sh builds the same model without Objective-C interop and runs
# the UIKit front end on it.)
# On Linux the real targets build as empty modules, so without this nothing would read that code.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
# PROFILE_HEADER_APPLE_MODEL: the front ends compile on iOS (and Mac Catalyst) only (os(...) is false here).
flags=(-swift-version 6 -parse-as-library -I "$out" "${objc[@]}" -D PROFILE_HEADER_APPLE_MODEL)

# Every warning fails the check, except the KVO one that only the stand-ins cause: imported UIKit
# properties are `@objc dynamic`, which a Swift struct such as the stand-in CGPoint cannot be.
compile() {
    local log="$out/log"
    if ! swiftc "$@" "${flags[@]}" 2>"$log"; then cat "$log" >&2; exit 1; fi
    if grep "warning:" "$log" | grep -v "to KVO method 'observe(_:options:changeHandler:)' may lead to unexpected behavior" | grep -q .; then
        cat "$log" >&2; echo "check-apple-frontends: warnings above" >&2; exit 1
    fi
}

module() { # name, sources...
    local name="$1"; shift
    compile -emit-module -module-name "$name" -emit-module-path "$out/$name.swiftmodule" "$@"
}

model=Tests/AppleModel
for name in ObjectiveC CoreGraphics Foundation QuartzCore CoreImage UIKit Combine SwiftUI; do
    mapfile -t files < <(find "$model/$name" -name '*.swift' | sort)
    module "$name" "${files[@]}"
done

mapfile -t core < <(find Sources/ProfileHeaderCore -name '*.swift' | sort)
module ProfileHeaderCore "${core[@]}"

check() { # name, directory
    mapfile -t files < <(find "$2" -name '*.swift' | sort)
    [ "${#files[@]}" -gt 0 ] || return 0
    module "$1" "${files[@]}"
    echo "check-apple-frontends: $1 — ${#files[@]} files type-check against the transcribed SDK"
}

check ProfileHeaderUIKit Sources/ProfileHeaderUIKit
[ -d Sources/ProfileHeaderSwiftUI ] && check ProfileHeaderSwiftUI Sources/ProfileHeaderSwiftUI
if [ -d Examples/ProfileHeaderExamples.swiftpm/Sources ]; then
    mapfile -t app < <(find Examples/ProfileHeaderExamples.swiftpm/Sources -name '*.swift' | sort)
    compile -typecheck -module-name ProfileHeaderExamples "${app[@]}"
    echo "check-apple-frontends: example app — ${#app[@]} files type-check"
fi

# The list of Apple APIs used, one row per declaration above, must match the declarations.
if ! python3 Tests/AppleModel/list-pages.py | diff -q - Tests/AppleModel/PAGES.md >/dev/null; then
    echo "check-apple-frontends: Tests/AppleModel/PAGES.md is stale; run python3 Tests/AppleModel/list-pages.py > Tests/AppleModel/PAGES.md" >&2
    exit 1
fi
echo "check-apple-frontends: $(grep -c '^| [A-Za-z]* | `' Tests/AppleModel/PAGES.md) Apple declarations listed with their pages in Tests/AppleModel/PAGES.md"

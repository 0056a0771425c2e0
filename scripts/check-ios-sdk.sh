#!/usr/bin/env bash
# Type-checks ProfileHeaderUIKit, ProfileHeaderSwiftUI and the example app against a REAL iPhoneOS SDK
# (Apple's headers and .swiftinterface files): arm64 iOS at the package's minimum, Swift 6 language
# mode, every warning counted as a failure. It catches what a compiler catches (signatures,
# optionality, isolation, availability); nothing here runs the code.
#
#   IOS_SDK=/path/to/iPhoneOS.sdk bash scripts/check-ios-sdk.sh
#
# IOS_SDK                  the SDK; on macOS it defaults to `xcrun --sdk iphoneos --show-sdk-path`.
# IOS_SWIFT_RESOURCE_DIR   on Linux: a Swift resource directory without the Linux-only module maps
# IOS_MODULE_CACHE         where clang modules of the SDK are cached (default: beside the SDK if writable).
#
# Exit 0 when every module has 0 errors and 0 warnings beyond the allowance below; 1 otherwise;
# 2 when there is no SDK to check against.
#
# The SDK must be iOS 18 or later: the Swift 6 toolchains this package requires (swift-tools-version
# 6.0, Xcode 16) ship with no older one, and the SwiftUI front end uses iOS 18 API (ScrollGeometry,
# onScrollGeometryChange, ScrollPosition, onScrollPhaseChange). Today's is iPhoneOS 26.2.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /opt/swift/usr/bin/swiftc ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

if [ -z "${IOS_SDK:-}" ] && [ "$(uname)" = Darwin ]; then IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path); fi
if [ -z "${IOS_SDK:-}" ] || [ ! -f "$IOS_SDK/SDKSettings.json" ]; then
    echo "check-ios-sdk: no iPhoneOS SDK (set IOS_SDK to an SDK folder; on Linux IOS_SWIFT_RESOURCE_DIR too)" >&2
    exit 2
fi
sdk_version=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$IOS_SDK/SDKSettings.json")
sdk_major=${sdk_version%%.*}
if [ "$sdk_major" -lt 18 ]; then
    echo "check-ios-sdk: iPhoneOS $sdk_version is older than 18, the oldest SDK a Swift 6 toolchain ships with: give a newer one" >&2
    exit 2
fi
# The package's minimum iOS, read from Package.swift (`.iOS(.v16)`), so the check follows it.
min_ios=$(sed -n 's/.*\.iOS(\.v\([0-9][0-9]*\)).*/\1/p' Package.swift | head -n 1)
[ -n "$min_ios" ] || { echo "check-ios-sdk: cannot read the iOS minimum from Package.swift" >&2; exit 1; }
target="arm64-apple-ios$min_ios.0"

out=$(mktemp -d)
# KEEP_OUT=1 keeps the work folder (logs of every step) and prints where it is.
trap '[ -n "${KEEP_OUT:-}" ] && echo "kept $out" || rm -rf "$out"' EXIT
cache=${IOS_MODULE_CACHE:-$(dirname "$IOS_SDK")/module-cache}
mkdir -p "$cache" 2>/dev/null && [ -w "$cache" ] || cache="$out/module-cache"
flags=(-target "$target" -sdk "$IOS_SDK" -module-cache-path "$cache" -swift-version 6 -parse-as-library -I "$out")
if [ -n "${IOS_SWIFT_RESOURCE_DIR:-}" ]; then flags+=(-resource-dir "$IOS_SWIFT_RESOURCE_DIR"); fi

echo "check-ios-sdk: iPhoneOS $sdk_version SDK, $target, Swift 6 language mode, warnings fail"

failed=0
# Type-checks every body of one module's files; prints the count; fails on any diagnostic.
typecheck() { # label, module name, files...
    local label="$1" name="$2"; shift 2
    local log="$out/$name.log"
    swiftc -typecheck -module-name "$name" "${flags[@]}" "$@" >"$log" 2>&1 || true
    local errors warnings
    errors=$(grep -cE "^[^ ].*:[0-9]+:[0-9]+: error: " "$log" || true)
    warnings=$(grep -cE "^[^ ].*:[0-9]+:[0-9]+: warning: " "$log" || true)
    # A failure with no located diagnostic (a crash, a missing module) is still a failure.
    if [ "$errors" -eq 0 ] && grep -qE "^(error|<unknown>:0: error)|Stack dump" "$log"; then errors=1; fi
    local files=0 argument
    for argument in "$@"; do case "$argument" in *.swift) files=$((files + 1)) ;; esac; done
    printf 'check-ios-sdk: %-22s %2d files: %d errors, %d warnings\n' "$label" "$files" "$errors" "$warnings"
    if [ $((errors + warnings)) -gt 0 ]; then
        grep -E "^[^ ].*:[0-9]+:[0-9]+: (error|warning): " "$log" | sed 's/^/  /' | head -n 40
        failed=1
    fi
}

# Type-checking does not run the checks made on SIL (definite initialization, exclusivity, missing
# returns): this step generates each module's SIL and fails on any error there. Warnings here are
# the type-check's, already counted above.
sil_check() { # label, module name, files...
    local label="$1" name="$2"; shift 2
    local log="$out/$name.sil.log"
    if swiftc -emit-sil -wmo -o "$out/$name.sil" -module-name "$name" "${flags[@]}" "$@" >"$log" 2>&1; then
        printf 'check-ios-sdk: %-22s SIL: definite initialization, exclusivity and returns checked\n' "$label"
    else
        grep -E "^[^ ].*:[0-9]+:[0-9]+: error: |error:" "$log" | head -n 20 | sed 's/^/  /'
        printf 'check-ios-sdk: %-22s SIL: FAILED\n' "$label"
        failed=1
    fi
}

# Makes a module importable by the next ones: its interface only (this SDK's standard library may
# predate the runtime entry points of typed throws, so function bodies are skipped here; -typecheck
# above and below reads every body).
emit_interface() { # module name, files...
    local name="$1"; shift
    if ! swiftc -emit-module -module-name "$name" -emit-module-path "$out/$name.swiftmodule" "${flags[@]}" \
        -Xfrontend -experimental-skip-non-inlinable-function-bodies "$@" >"$out/$name.emit.log" 2>&1; then
        grep -E "error" "$out/$name.emit.log" | head -n 20 >&2
        echo "check-ios-sdk: $name does not build as a module for $target" >&2
        exit 1
    fi
}

# File lists (bash 3.2, macOS's own, has no mapfile; paths here have no spaces).
sources() { find "$1" -name '*.swift' | sort | tr '\n' ' '; }
core=$(sources Sources/ProfileHeaderCore)
uikit=$(sources Sources/ProfileHeaderUIKit)
swiftui=$(sources Sources/ProfileHeaderSwiftUI)
app=$(sources Examples/ProfileHeaderExamples.swiftpm/Sources)

# shellcheck disable=SC2086 # word splitting of the file lists is intended
{
    emit_interface ProfileHeaderCore $core
    typecheck ProfileHeaderUIKit ProfileHeaderUIKit $uikit
    emit_interface ProfileHeaderUIKit $uikit
    typecheck ProfileHeaderSwiftUI ProfileHeaderSwiftUI $swiftui
    emit_interface ProfileHeaderSwiftUI $swiftui
    typecheck "example app" ProfileHeaderExamples $app
    sil_check ProfileHeaderUIKit ProfileHeaderUIKit $uikit
    sil_check ProfileHeaderSwiftUI ProfileHeaderSwiftUI $swiftui
    sil_check "example app" ProfileHeaderExamples $app
    # The README's blocks an app developer pastes as they stand (marked `<!-- compiles as copied -->`),
    # each a file of its own app target.
    python3 - "$out" <<'PYTHON'
import pathlib, sys
lines = pathlib.Path("README.md").read_text().split("\n")
out, count = pathlib.Path(sys.argv[1]), 0
for i, line in enumerate(lines):
    if line.strip() == "```swift" and i > 0 and lines[i - 1].strip() == "<!-- compiles as copied -->":
        end = lines.index("```", i + 1)
        count += 1
        (out / f"readme-as-copied-{count}.swift").write_text("\n".join(lines[i + 1:end]) + "\n")
PYTHON
    for snippet in "$out"/readme-as-copied-*.swift; do
        [ -e "$snippet" ] && typecheck "README $(basename "$snippet" .swift | sed 's/readme-//')" App "$snippet"
    done
    # No public type of the package is named as one of Apple's an app has in scope, and an app's
    # file that imports everything still uses SwiftUI's and UIKit's common names unqualified.
    if python3 scripts/check-name-collisions.py "$IOS_SDK"; then :; else failed=1; fi
    typecheck "names in an app's file" App scripts/ios-sdk-harness/NameCollisions.swift
    # The calls made only on iOS 27 (compiled with Swift 6.4 and the 27.0 SDK): against an older SDK,
    # type-checked with the few declarations they use, transcribed.
    if [ "$sdk_major" -lt 27 ]; then
        typecheck "UIKit, iOS 27 calls" ProfileHeaderUIKit -D PROFILE_HEADER_IOS27_TRANSCRIBED \
            scripts/ios-sdk-harness/iOS27Declarations.swift $uikit
        typecheck "SwiftUI, iOS 27 calls" ProfileHeaderSwiftUI -D PROFILE_HEADER_IOS27_TRANSCRIBED \
            scripts/ios-sdk-harness/iOS27SwiftUIDeclarations.swift $swiftui
    fi
}

if [ "$failed" -ne 0 ]; then echo "check-ios-sdk: FAILED against iPhoneOS $sdk_version" >&2; exit 1; fi
echo "check-ios-sdk: passed against iPhoneOS $sdk_version"

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
# Allowance, exact and only for SDKs older than 18: a few UIKit accessibility constants are declared
# `UIKIT_EXTERN <type> <name>` without `const` in the iPhoneOS 17 headers, so Swift 6 imports them as
# mutable globals and refuses to read them ("reference to static property 'header' is not
# concurrency-safe because it involves shared mutable state"). The iOS 18 SDK — the oldest that the
# Swift 6 toolchains this package requires (swift-tools-version 6.0, Xcode 16) ship with — declares
# them `const`. A diagnostic is allowed only if it names one of the constants in allowed_constant() below
# AND this SDK's header really declares that constant without `const` (checked below); each allowed
# diagnostic is printed and counted.
#
# iOS 18-only SwiftUI declarations (ScrollGeometry, onScrollGeometryChange, ScrollPosition,
# onScrollPhaseChange, …) are absent from SDKs older than 18; for those the SwiftUI front end is
# checked with scripts/ios-sdk/SwiftUI-iOS18-delta.swift, each declaration transcribed from its Apple
# documentation page. It is never part of the library.
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

# Swift name of an allowed constant → its C name in UIKit's headers (empty: not allowed).
allowed_constant() {
    case "$1" in
        header) echo UIAccessibilityTraitHeader ;;
        tabBar) echo UIAccessibilityTraitTabBar ;;
        layoutChanged) echo UIAccessibilityLayoutChangedNotification ;;
        screenChanged) echo UIAccessibilityScreenChangedNotification ;;
        announcement) echo UIAccessibilityAnnouncementNotification ;;
    esac
}
uikit_headers="$IOS_SDK/System/Library/Frameworks/UIKit.framework/Headers"
declared_mutable() { # C name → true if this SDK declares it without const
    grep -hE "^UIKIT_EXTERN +[A-Za-z]+ +$1( |;)" "$uikit_headers"/*.h 2>/dev/null | grep -qv const
}

failed=0
# Type-checks every body of one module's files; prints the count; fails on any diagnostic not allowed.
typecheck() { # label, module name, number of delta files at the end, files...
    local label="$1" name="$2" extra="$3"; shift 3
    local log="$out/$name.log"
    swiftc -typecheck -module-name "$name" "${flags[@]}" "$@" >"$log" 2>&1 || true
    local errors=0 warnings=0 allowed=0 line constant pattern
    pattern="reference to static property '([A-Za-z]+)' is not concurrency-safe because it involves shared mutable state"
    while IFS= read -r line; do
        constant=""
        if [[ "$line" =~ $pattern ]] && [ "$sdk_major" -lt 18 ]; then constant=$(allowed_constant "${BASH_REMATCH[1]}"); fi
        if [ -n "$constant" ] && declared_mutable "$constant"; then
            allowed=$((allowed + 1))
            echo "  allowed: ${line%%: error:*}: $constant is declared without const in iPhoneOS $sdk_version"
        elif [[ "$line" == *": error: "* ]]; then errors=$((errors + 1))
        elif [[ "$line" == *": warning: "* ]]; then warnings=$((warnings + 1))
        fi
    done < <(grep -E "^[^ ].*:[0-9]+:[0-9]+: (error|warning): " "$log" || true)
    # A failure with no located diagnostic (a crash, a missing module) is still a failure.
    if [ "$errors" -eq 0 ] && grep -qE "^(error|<unknown>:0: error)|Stack dump" "$log"; then errors=1; fi
    printf 'check-ios-sdk: %-22s %2d files: %d errors, %d warnings' "$label" $(($# - extra)) "$errors" "$warnings"
    [ "$allowed" -gt 0 ] && printf ' (%d allowed, above)' "$allowed"
    echo
    if [ $((errors + warnings)) -gt 0 ]; then
        grep -E "^[^ ].*:[0-9]+:[0-9]+: (error|warning): " "$log" | grep -vE "is not concurrency-safe because it involves shared mutable state" | sed 's/^/  /' | head -n 40
        failed=1
    fi
}

# Type-checking does not run the checks made on SIL (definite initialization, exclusivity, missing
# returns): this step generates each module's SIL and fails on any error there. It uses Swift 5
# mode, where the allowed UIKit-constant diagnostics above are warnings (they are not SIL's
# business); every other error counts. Warnings here are the type-check's, already counted above.
sil_check() { # label, module name, files...
    local label="$1" name="$2"; shift 2
    local log="$out/$name.sil.log"
    local sil_flags=("${flags[@]}")
    for i in "${!sil_flags[@]}"; do [ "${sil_flags[$i]}" = 6 ] && [ "${sil_flags[$((i - 1))]}" = -swift-version ] && sil_flags[$i]=5; done
    if swiftc -emit-sil -wmo -o "$out/$name.sil" -module-name "$name" "${sil_flags[@]}" "$@" >"$log" 2>&1; then
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
delta="" deltas=0
if [ "$sdk_major" -lt 18 ]; then
    delta=scripts/ios-sdk/SwiftUI-iOS18-delta.swift deltas=1
    echo "check-ios-sdk: SDK older than 18: iOS 18 SwiftUI declarations from $delta"
fi

# shellcheck disable=SC2086 # word splitting of the file lists is intended
{
    emit_interface ProfileHeaderCore $core
    typecheck ProfileHeaderUIKit ProfileHeaderUIKit 0 $uikit
    emit_interface ProfileHeaderUIKit $uikit
    typecheck ProfileHeaderSwiftUI ProfileHeaderSwiftUI $deltas $swiftui $delta
    emit_interface ProfileHeaderSwiftUI $swiftui $delta
    typecheck "example app" ProfileHeaderExamples $deltas $app $delta
    sil_check ProfileHeaderUIKit ProfileHeaderUIKit $uikit
    sil_check ProfileHeaderSwiftUI ProfileHeaderSwiftUI $swiftui $delta
    sil_check "example app" ProfileHeaderExamples $app $delta
}

if [ "$failed" -ne 0 ]; then echo "check-ios-sdk: FAILED against iPhoneOS $sdk_version" >&2; exit 1; fi
echo "check-ios-sdk: passed against iPhoneOS $sdk_version"

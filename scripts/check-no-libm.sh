#!/usr/bin/env bash
# The engine must link into any app with nothing but the Swift runtime. On Linux, libm is only
# linked when something imports Glibc or Foundation, so a call such as `Double.rounded()` (libm's
# `round`) would build here and fail to link in an app. Run after `swift build`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
objects=$(find "$root/.build" -path '*ProfileHeaderCore.build/*.o' 2>/dev/null)
[ -n "$objects" ] || { echo "check-no-libm: build ProfileHeaderCore first (swift build)" >&2; exit 1; }
libm='^(round|roundf|floor|floorf|ceil|ceilf|trunc|truncf|rint|nearbyint|lround|fmod|remainder|sqrt|cbrt|pow|powf|exp|exp2|expm1|log|log2|log10|log1p|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|hypot|fma|fmin|fmax|sincos)$'
found=$(nm -u $objects | awk '{print $2}' | grep -E "$libm" | sort -u || true)
if [ -n "$found" ]; then
    echo "check-no-libm: ProfileHeaderCore calls libm, which apps do not link on Linux: $found" >&2
    exit 1
fi
echo "check-no-libm: ProfileHeaderCore's $(echo "$objects" | wc -l) objects call no libm function"

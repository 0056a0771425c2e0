#!/usr/bin/env python3
"""No public type of the package shares its name with a top-level type an app has in scope from
Apple's frameworks (SwiftUI, SwiftUICore, UIKit, Foundation, CoreGraphics, Combine, Observation,
QuartzCore), read from an iPhoneOS SDK's Swift interfaces: such a name makes an app's unqualified use
of Apple's type ambiguous as soon as the file imports the package (`EdgeInsets(...)` in a SwiftUI
file). Usage: check-name-collisions.py PATH/TO/iPhoneOS.sdk"""
import pathlib
import re
import sys

FRAMEWORKS = ["SwiftUI", "SwiftUICore", "UIKit", "Foundation", "CoreGraphics", "Combine", "Observation", "QuartzCore"]
# A top-level declaration: the line starts in the first column (nested types are indented).
DECLARATION = re.compile(r"^(?=[^\s/])(?:[^\n]*?\s)?(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*"
                         r"(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)", re.M)


def apple_names(sdk):
    names = {}
    for framework in FRAMEWORKS:
        interfaces = sorted(
            list((sdk / "System/Library/Frameworks" / f"{framework}.framework/Modules/{framework}.swiftmodule")
                 .glob("arm64*-apple-ios.swiftinterface"))
            + list((sdk / "usr/lib/swift" / f"{framework}.swiftmodule").glob("arm64*-apple-ios.swiftinterface")))
        if not interfaces:
            sys.exit(f"check-name-collisions: no Swift interface for {framework} in {sdk}")
        for name in DECLARATION.findall(interfaces[0].read_text(errors="replace")):
            names.setdefault(name, framework)
    return names


def package_names(root):
    names = {}
    for path in sorted((root / "Sources").glob("*/**/*.swift")):
        for name in DECLARATION.findall(path.read_text()):
            names.setdefault(name, path.relative_to(root))
    return names


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    apple = apple_names(pathlib.Path(sys.argv[1]))
    ours = package_names(pathlib.Path(__file__).resolve().parents[1])
    clashes = sorted(set(apple) & set(ours))
    for name in clashes:
        print(f"check-name-collisions: {name} ({ours[name]}) is also {apple[name]}.{name}", file=sys.stderr)
    if clashes:
        sys.exit(1)
    print(f"check-name-collisions: none of the package's {len(ours)} public types is named as one of the "
          f"{len(apple)} of {', '.join(FRAMEWORKS)}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Type-checks every Swift snippet of README.md and the DocC articles, so a renamed API breaks CI,
not the reader.

    python3 scripts/check-doc-snippets.py            every ```swift block
    python3 scripts/check-doc-snippets.py --list     the blocks and how each is checked

Each block is compiled on its own, against the engine and the front ends built on the transcribed
Apple declarations (Tests/AppleModel, as scripts/check-apple-frontends.sh builds them), in Swift 6
language mode, with Tests/DocSnippets/Prelude.swift: the app's own names the snippets use (a model
with `reload()`, `posts`, `ProfileDetails`, a view controller's `tableView` and `header`, …). A block
is tried as it stands (a whole file: imports and declarations), then as statements in a method of a
view controller, then as members of one; it passes when one of them type-checks. A block whose first
line is `// Package.swift` is a manifest fragment, checked with `swift package dump-package`.
Only errors fail a block (a snippet's expression statements that list an API may warn).

A block right after a line `<!-- compiles as copied -->` is what an app developer pastes into an
empty app target: it is checked as a whole file on its own, with no prelude and no added imports.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = ["README.md"] + sorted(glob.glob("docs/*.md")) + sorted(glob.glob("Sources/ProfileHeaderCore/ProfileHeaderCore.docc/*.md"))
PRELUDE = ROOT / "Tests/DocSnippets/Prelude.swift"
SWIFTC = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
SWIFT = shutil.which("swift") or "/opt/swift/usr/bin/swift"
OBJC = ["-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module"]


AS_COPIED = "<!-- compiles as copied -->"


def blocks():
    """(document, line, text, as_copied) of every ```swift block."""
    for document in DOCUMENTS:
        lines = (ROOT / document).read_text().split("\n")
        i = 0
        while i < len(lines):
            if lines[i].strip() == "```swift":
                j = i + 1
                while lines[j].strip() != "```":
                    j += 1
                as_copied = i > 0 and lines[i - 1].strip() == AS_COPIED
                yield document, i + 1, "\n".join(lines[i + 1:j]), as_copied
                i = j
            i += 1


def build_modules(out):
    """The Apple declarations, the engine and the front ends, as check-apple-frontends.sh builds them."""
    flags = ["-swift-version", "6", "-parse-as-library", "-I", str(out), *OBJC, "-D", "PROFILE_HEADER_APPLE_MODEL"]

    def module(name, sources):
        result = subprocess.run([SWIFTC, *flags, "-emit-module", "-module-name", name, "-emit-module-path",
                                 str(out / f"{name}.swiftmodule"), *sources], capture_output=True, text=True, cwd=ROOT)
        if result.returncode != 0:
            sys.stderr.write(result.stdout + result.stderr)
            raise SystemExit(f"check-doc-snippets: module {name} does not build")

    for name in ["ObjectiveC", "CoreGraphics", "Foundation", "QuartzCore", "CoreImage", "UIKit", "Combine", "SwiftUI"]:
        module(name, sorted(glob.glob(str(ROOT / f"Tests/AppleModel/{name}/**/*.swift"), recursive=True)))
    module("ProfileHeaderCore", sorted(glob.glob(str(ROOT / "Sources/ProfileHeaderCore/**/*.swift"), recursive=True)))
    module("ProfileHeaderUIKit", sorted(glob.glob(str(ROOT / "Sources/ProfileHeaderUIKit/**/*.swift"), recursive=True)))
    module("ProfileHeaderSwiftUI", sorted(glob.glob(str(ROOT / "Sources/ProfileHeaderSwiftUI/**/*.swift"), recursive=True)))
    return flags


def typecheck(flags, work, name, source, prelude=True):
    path = work / f"{name}.swift"
    path.write_text(source)
    files = [str(PRELUDE), str(path)] if prelude else [str(path)]
    result = subprocess.run([SWIFTC, "-typecheck", *flags, *files], capture_output=True, text=True, cwd=ROOT)
    errors = [line for line in (result.stdout + result.stderr).split("\n") if ": error:" in line]
    return result.returncode == 0 and not errors, errors


def shapes(text, index):
    """The ways a block may stand: as a file, as statements in a method, as members of a class."""
    imports = "import ProfileHeaderCore\nimport ProfileHeaderUIKit\nimport ProfileHeaderSwiftUI\nimport SwiftUI\nimport UIKit\n"
    # In a method or a class body, a snippet's own imports are the file's.
    body = [line for line in text.split("\n") if not line.startswith("import ")]
    indented = "\n".join("        " + line for line in body)
    return [
        ("file", imports + text + "\n"),
        ("statements", imports + f"@MainActor final class Snippet{index}: SnippetViewController {{\n"
                                 f"    func snippet() throws {{\n{indented}\n    }}\n}}\n"),
        ("members", imports + f"@MainActor final class Snippet{index}: SnippetViewController {{\n{indented}\n}}\n"),
    ]


def check_manifest(text, work):
    package = work / "manifest"
    package.mkdir(exist_ok=True)
    body = "\n".join(line for line in text.split("\n") if not line.startswith("// Package.swift"))
    (package / "Package.swift").write_text(
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
        "    platforms: [.iOS(.v16)],\n" + body + "\n)\n")
    (package / "Sources/Profile").mkdir(parents=True, exist_ok=True)
    (package / "Sources/Profile/Profile.swift").write_text("")
    result = subprocess.run([SWIFT, "package", "--package-path", str(package), "dump-package"], capture_output=True, text=True)
    return result.returncode == 0, [line for line in result.stderr.split("\n") if "error" in line]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list the blocks and how each type-checks")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="doc-snippets-"))
    try:
        flags = build_modules(work)
        failures = 0
        for index, (document, line, text, as_copied) in enumerate(blocks()):
            if text.startswith("// Package.swift"):
                ok, errors = check_manifest(text, work)
                shape = "manifest"
            elif as_copied:
                ok, errors = typecheck(flags, work, f"snippet{index}_copied", text + "\n", prelude=False)
                shape = "file, as copied"
            else:
                ok, errors, shape = False, [], None
                first_errors = None
                for shape_name, source in shapes(text, index):
                    ok, errors = typecheck(flags, work, f"snippet{index}_{shape_name}", source)
                    if first_errors is None:
                        first_errors = errors
                    if ok:
                        shape = shape_name
                        break
                if not ok:
                    errors = first_errors + ["  (as statements:)"] + typecheck(flags, work, f"s{index}", shapes(text, index)[1][1])[1]
            if args.list or not ok:
                print(f"{'ok  ' if ok else 'FAIL'} {document}:{line} ({shape or 'no shape type-checks'})")
            if not ok:
                failures += 1
                for error in errors[:12]:
                    print("    " + error.replace(str(work) + "/", ""))
        total = sum(1 for _ in blocks())
        if failures:
            print(f"check-doc-snippets: {failures} of {total} Swift blocks do not type-check", file=sys.stderr)
            return 1
        print(f"check-doc-snippets: all {total} Swift blocks of README.md and the DocC articles type-check")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

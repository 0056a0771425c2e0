// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProfileHeaderKit",
    // Apple minimums for the front ends, which compile on iOS and Mac Catalyst and are empty elsewhere
    // (Linux ignores these; the engine itself needs none).
    platforms: [.iOS(.v16), .macCatalyst(.v16)],
    products: [
        .library(name: "ProfileHeaderCore", targets: ["ProfileHeaderCore"]),
        .library(name: "ProfileHeaderUIKit", targets: ["ProfileHeaderUIKit"]),
        .library(name: "ProfileHeaderSwiftUI", targets: ["ProfileHeaderSwiftUI"]),
    ],
    dependencies: [
        // Test-only: property-based tests over random configurations and inputs.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        // The engine: no imports, no dependencies; also compiled as Embedded Swift (scripts/check-embedded.sh).
        .target(name: "ProfileHeaderCore"),
        // Front ends: thin adapters, compiled only where UIKit / SwiftUI exist (empty modules elsewhere).
        // On Linux they are type-checked against transcribed SDK declarations: scripts/check-apple-frontends.sh.
        .target(name: "ProfileHeaderUIKit", dependencies: ["ProfileHeaderCore"]),
        .target(name: "ProfileHeaderSwiftUI", dependencies: ["ProfileHeaderCore"]),
        .testTarget(
            name: "ProfileHeaderCoreTests",
            dependencies: [
                "ProfileHeaderCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

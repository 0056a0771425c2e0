// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProfileHeaderKit",
    products: [
        .library(name: "ProfileHeaderCore", targets: ["ProfileHeaderCore"]),
    ],
    dependencies: [
        // Test-only: property-based tests over random configurations and inputs.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        // The engine: no imports, no dependencies; also compiled as Embedded Swift (scripts/check-embedded.sh).
        .target(name: "ProfileHeaderCore"),
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

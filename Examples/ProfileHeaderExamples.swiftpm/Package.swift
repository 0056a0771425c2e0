// swift-tools-version: 5.9

// An app package (Swift Playgrounds / Xcode): open this folder in Xcode or Swift Playgrounds and run.
// It uses the library from this repository by path.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ProfileHeaderExamples",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "ProfileHeaderExamples",
            targets: ["AppModule"],
            bundleIdentifier: "dev.profileheaderkit.examples",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .person),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ]
        )
    ],
    dependencies: [
        .package(name: "ProfileHeaderKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "ProfileHeaderCore", package: "ProfileHeaderKit"),
                .product(name: "ProfileHeaderUIKit", package: "ProfileHeaderKit"),
                .product(name: "ProfileHeaderSwiftUI", package: "ProfileHeaderKit"),
            ],
            path: "Sources"
        )
    ]
)

// The iOS 27 SwiftUI declarations the SwiftUI front end calls, for type-checking it against an
// iPhoneOS SDK older than 27.0 (check-ios-sdk.sh compiles this file with -D
// PROFILE_HEADER_IOS27_TRANSCRIBED only then). Transcribed from the iPhoneOS 27.0 SDK's SwiftUI
// interface — only what the front end uses, each line checked:
// - `ToolbarMinimizationBehavior`: a Hashable, Sendable struct whose `never` is a static let (iOS 27.0;
//   the interface spells the availability `anyAppleOS 27.0`, which Swift 6.3 does not know: iOS here);
// - `View.toolbarMinimizationBehavior(_:for:)`: nonisolated, the behavior and the bars (a variadic
//   `ToolbarPlacement`), returning `some View` (iOS 27.0).
// - `ToolbarPlacement.statusBar`: a static computed property, get only (iOS 27.0; Apple's page for it,
//   https://developer.apple.com/documentation/swiftui/toolbarplacement/statusbar, gives the declaration).
// Bodies are placeholders: nothing here runs. Never shipped.
import SwiftUI

@available(iOS 27.0, *)
public struct ToolbarMinimizationBehavior: Hashable, Sendable {
    public static let never = ToolbarMinimizationBehavior()
}

@available(iOS 27.0, *)
extension View {
    nonisolated public func toolbarMinimizationBehavior(_ behavior: ToolbarMinimizationBehavior,
                                                        for bars: ToolbarPlacement...) -> some View { self }
}

@available(iOS 27.0, *)
extension ToolbarPlacement {
    public static var statusBar: ToolbarPlacement { .navigationBar }
}

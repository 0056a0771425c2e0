// The iOS 27 UIKit declarations the front ends call, for type-checking them against an iPhoneOS SDK
// older than 27.0 (check-ios-sdk.sh compiles this file with -D PROFILE_HEADER_IOS27_TRANSCRIBED only
// then). Transcribed from the iPhoneOS 27.0 SDK — only what the front ends use, each line checked:
// - the enum: the Objective-C header UIBarMinimization.h (`UIBarMinimizationBehavior`, NSInteger:
//   automatic = 0, then never, onScrollDown, onScrollUp; iOS 27.0);
// - the struct and the property: UIKit's Swift interface (`UIBarMinimization` is a Hashable,
//   Sendable struct with a `minimizationBehavior` and `init()`; `UINavigationItem` gains a
//   main-actor `navigationBarMinimization` with a getter and a setter; iOS 27.0).
// Bodies are placeholders: nothing here runs. Never shipped.
import UIKit

@available(iOS 27.0, *)
public enum UIBarMinimizationBehavior: Int, @unchecked Sendable {
    case automatic = 0, never, onScrollDown, onScrollUp
}

@available(iOS 27.0, *)
public struct UIBarMinimization: Hashable, Sendable {
    public var minimizationBehavior: UIBarMinimizationBehavior
    public init() { minimizationBehavior = .automatic }
}

@available(iOS 27.0, *)
extension UINavigationItem {
    @MainActor public var navigationBarMinimization: UIBarMinimization {
        get { UIBarMinimization() }
        set {}
    }
}

// An app's SwiftUI file that imports every product of the package beside SwiftUI and UIKit, and uses
// the names an app commonly has in scope from them, unqualified: with a type of the same name in one
// of the package's modules, a line here would be ambiguous (check-ios-sdk.sh type-checks this file;
// check-name-collisions.py compares every public type name with the SDK's).
import ProfileHeaderCore
import ProfileHeaderSwiftUI
import ProfileHeaderUIKit
import SwiftUI
import UIKit

@available(iOS 18.0, *)
struct CollisionCheck: View {
    var body: some View {
        Text("Ada")
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .animation(.spring(Spring(response: 0.4, dampingRatio: 0.8)), value: 1)
            .keyframeAnimator(initialValue: 0.0) { content, value in
                content.opacity(value)
            } keyframes: { _ in
                KeyframeTrack(\.self) { LinearKeyframe(1.0, duration: 0.3) }
            }
            .background(Color.accentColor)
            .frame(width: CGFloat(Rect(x: 0, y: 0, width: 10, height: 10).width))
    }
}

@MainActor
func uikitNames(_ view: UIView) {
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.frame = CGRect(origin: .zero, size: CGSize(width: 1, height: 1))
    _ = Insets(top: 1, leading: 2, bottom: 3, trailing: 4)
    _ = DampedSpring.smooth
}

#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import SwiftUI
import UIKit

/// Measures how much of the page's top safe area is the window's own — the status bar's and the
/// sensor housing's — so that the rest, a `NavigationStack`'s navigation bar kept over the page, is
/// the header's collapsed bar (``PageLayoutInputs/statusBarInset``). SwiftUI's container safe area
/// holds both ("defined by the device and containers within the user interface",
/// https://developer.apple.com/documentation/swiftui/safearearegions/container) and tells them
/// apart nowhere; the window's safe area
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets) is the device's alone.
///
/// A UIKit view laid out in the page's frame reads the window's safe-area top less its own top in
/// the window (`convert(_:to:)` with a nil view "converts to window base coordinates",
/// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt): 59 points pushed on
/// an iPhone 16 Pro, 0 in a sheet (its top lies below the status bar) or in landscape. It reads
/// public UIKit only and touches no view SwiftUI made. It reports when it is laid out, moves to a
/// window or the safe area changes, and only a changed value.
@available(iOS 18.0, *)
@MainActor
struct StatusBarProbe: UIViewRepresentable {
    /// Receives what it read, in points, `≥ 0`.
    let measured: @MainActor (WindowReading) -> Void

    func makeUIView(context: Context) -> ProbeView {
        ProbeView(measured: measured)
    }

    func updateUIView(_ view: ProbeView, context: Context) {
        view.measured = measured
    }

    /// The view that reads the window.
    final class ProbeView: UIView {
        var measured: @MainActor (WindowReading) -> Void
        private var reported: WindowReading?

        init(measured: @escaping @MainActor (WindowReading) -> Void) {
            self.measured = measured
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            report()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            report()
        }

        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            report()
        }

        private func report() {
            guard let window else { return }
            let topInWindow = Double(convert(CGPoint.zero, to: nil).y)
            var reading = WindowReading(statusBarInset: max(0, Double(window.safeAreaInsets.top) - topInWindow))
            // iPadOS 26: the safe area adapted horizontally to the window's corners keeps the bar
            // clear of the window controls (UIView.LayoutRegion.safeArea(cornerAdaptation:)).
            if #available(iOS 26.0, *) {
                let corners = edgeInsets(for: .safeArea(cornerAdaptation: .horizontal))
                reading.barSafeAreaLeft = max(0, Double(corners.left))
                reading.barSafeAreaRight = max(0, Double(corners.right))
            }
            guard reading.statusBarInset.isFinite, reading.barSafeAreaLeft.isFinite, reading.barSafeAreaRight.isFinite,
                  reading != reported else { return }
            reported = reading
            measured(reading)
        }
    }
}
#endif

// Adapting the page's design to the device, once per change of metrics.

extension ProfilePage {
    /// The design adapted to `key`: the viewport's width and safe area, a bar (and title) grown with
    /// Dynamic Type as far as the banner allows, the details' measured height, and Reduce Motion.
    /// Nil when even the design's own bar does not fit the metrics (a zero width before the first
    /// layout): the caller keeps the last configuration.
    func adaptedConfiguration(for key: PageAdaptationKey) -> ProfileHeaderConfiguration? {
        let width = key.viewportWidth
        let safeTop = key.safeAreaTop
        let scaledBar = design.barHeight * key.textScale
        guard let fitted = (try? design.adapting(viewportWidth: width, topSafeAreaInset: safeTop, barHeight: scaledBar))
            ?? (try? design.adapting(viewportWidth: width, topSafeAreaInset: safeTop))
        else { return nil }
        // The title grows with the text, inside its bar, and leaves room for bar buttons that grow
        // with the bar (square, as tall as the bar); the details push the tab bar down.
        let titleHeight = min(design.titleHeight * key.textScale, fitted.barHeight)
        let barGrowth = fitted.barHeight / design.barHeight
        let titleHorizontalInset = min(design.titleHorizontalInset * barGrowth, (width - SupportedRange.minimumPositiveLength) / 2)
        let tabBarContentY = contentStart == .belowTabBar && key.detailsHeight > 0
            ? fitted.expandedHeight + key.detailsHeight : fitted.tabBarContentY
        let measured = (try? fitted.replacing(
            titleHeight: titleHeight, titleHorizontalInset: titleHorizontalInset, tabBarContentY: tabBarContentY)) ?? fitted
        return key.reducesMotion ? measured.reducingMotion() : measured
    }

    /// The tabs under `configuration` for a viewport `viewportHeight` tall with `bottomInset` points
    /// of the app's own bottom inset; nil for a single list or impossible metrics.
    func tabsConfiguration(for configuration: ProfileHeaderConfiguration, viewportHeight: Double,
                           bottomInset: Double) -> TabsConfiguration? {
        guard tabCount > 0 else { return nil }
        return try? TabsConfiguration.profile(header: configuration, tabCount: tabCount,
                                              viewportHeight: max(viewportHeight, SupportedRange.minimumPositiveLength),
                                              contentInsetBottom: bottomInset)
    }
}

// Adapting the page's design to the device, once per change of metrics.

extension ProfilePage {
    /// The design adapted to `key`: the viewport's width and safe area, a bar (and title) grown with
    /// Dynamic Type as far as the banner allows, the details' measured height, and Reduce Motion.
    /// The header's own content keeps inside the horizontal safe area (the banner still fills the
    /// width): the avatar is pushed in by the leading side's inset, and the centred title is inset by
    /// the wider side's on both sides — each as far as the width allows.
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
        let sideInset = max(key.safeAreaLeft, key.safeAreaRight)
        let titleHorizontalInset = min(design.titleHorizontalInset * barGrowth + sideInset,
                                       (width - SupportedRange.minimumPositiveLength) / 2)
        var avatarLeadingInset = design.avatarLeadingInset + key.safeAreaLeading
        if !(avatarLeadingInset + fitted.avatarSize <= width) {
            // A safe area too wide for the avatar: as far in as it fits (the design's own inset fits).
            avatarLeadingInset = max(design.avatarLeadingInset, width - fitted.avatarSize)
            if !(avatarLeadingInset + fitted.avatarSize <= width) { avatarLeadingInset = design.avatarLeadingInset }
        }
        let tabBarContentY = contentStart == .belowTabBar && key.detailsHeight > 0
            ? fitted.expandedHeight + key.detailsHeight : fitted.tabBarContentY
        let measured = (try? fitted.replacing(
            avatarLeadingInset: avatarLeadingInset, titleHeight: titleHeight, titleHorizontalInset: titleHorizontalInset,
            tabBarContentY: tabBarContentY))
            ?? (try? fitted.replacing(avatarLeadingInset: avatarLeadingInset, titleHorizontalInset: titleHorizontalInset))
            ?? fitted
        return key.reducesMotion ? measured.reducingMotion() : measured
    }

    /// The tabs under `configuration` for a viewport `viewportHeight` tall with `bottomInset` points
    /// of the app's own bottom inset; nil for a single list or impossible metrics. The tab buttons
    /// share the width inside the horizontal safe area (`safeAreaLeft`, `safeAreaRight`), or the
    /// whole width when the safe area leaves no room for them; pages stay as wide as the viewport.
    func tabsConfiguration(for configuration: ProfileHeaderConfiguration, viewportHeight: Double,
                           bottomInset: Double, safeAreaLeft: Double = 0, safeAreaRight: Double = 0) -> TabsConfiguration? {
        guard tabCount > 0 else { return nil }
        let viewportHeight = max(viewportHeight, SupportedRange.minimumPositiveLength)
        let safeWidth = configuration.viewportWidth - safeAreaLeft - safeAreaRight
        if safeAreaLeft > 0 || safeAreaRight > 0, safeWidth > 0,
           let tabs = try? TabsConfiguration.profile(
               header: configuration, tabWidths: Array(repeating: safeWidth / Double(tabCount), count: tabCount),
               viewportHeight: viewportHeight, contentInsetBottom: bottomInset, tabBarLeadingInset: safeAreaLeft) {
            return tabs
        }
        return try? TabsConfiguration.profile(header: configuration, tabCount: tabCount,
                                              viewportHeight: viewportHeight, contentInsetBottom: bottomInset)
    }
}

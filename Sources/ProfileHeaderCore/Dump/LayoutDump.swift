// Text dumps for golden tests and debugging. Kept out of Embedded builds: formatting a Double
// needs runtime support the wasm32 toolchain does not ship (see DESIGN.md).
#if !hasFeature(Embedded)

extension ProfileHeaderLayout {
    /// A readable, stable, line-per-element description of the layout, numbers rounded to 0.01 pt;
    /// meant for golden tests, where a change shows as a small diff.
    public var textDump: String {
        var lines: [String] = []
        lines.append("offset \(dumpNumber(offset))  phase \(phase)  collapse \(dumpNumber(collapseProgress))  stretch \(dumpNumber(stretch))")
        lines.append("header  \(dumpRect(headerFrame))")
        lines.append("banner  \(dumpRect(bannerFrame))")
        lines.append("blur    fraction \(dumpNumber(blur.fraction))  radius \(dumpNumber(blur.radius))  levels \(blur.lowerLevel)→\(blur.upperLevel) @ \(dumpNumber(blur.upperLevelWeight))")
        lines.append("avatar  \(dumpRect(avatarFrame))  scale \(dumpNumber(avatarScale))  \(avatarStacking)")
        lines.append("title   \(dumpRect(titleFrame))  alpha \(dumpNumber(titleAlpha))  progress \(dumpNumber(titleProgress))")
        lines.append("tabBar  \(dumpRect(tabBarFrame))\(isTabBarPinned ? "  pinned" : "")")
        lines.append("refresh \(dumpNumber(refreshProgress))  statusBar \(statusBarStyle)")
        return lines.joined(separator: "\n")
    }
}

/// `x y w h` of a rectangle, each rounded to 0.01 pt.
func dumpRect(_ rect: Rect) -> String {
    "x \(dumpNumber(rect.minX)) y \(dumpNumber(rect.minY)) w \(dumpNumber(rect.width)) h \(dumpNumber(rect.height))"
}

/// A number rounded to two decimals, without trailing zeros ("12.5", "-3", "0.07").
func dumpNumber(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    // Rounded half away from zero by hand: `Double.rounded()` calls libm's `round`, which an app
    // linking only this module on Linux does not get.
    let scaled = value * 100
    var hundredths = Int(scaled)
    let remainder = scaled - Double(hundredths)
    if remainder >= 0.5 { hundredths += 1 } else if remainder <= -0.5 { hundredths -= 1 }
    let magnitude = abs(hundredths)
    var text = hundredths < 0 ? "-" : ""
    text += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
        text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
}

#endif

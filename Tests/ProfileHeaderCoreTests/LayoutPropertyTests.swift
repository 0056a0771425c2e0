import PropertyBased
import Testing

@testable import ProfileHeaderCore

/// Invariants over random valid configurations and random offsets.
@Suite("Layout properties")
struct LayoutPropertyTests {
    @Test("Random configurations are accepted by the validating initializer")
    func generatorMakesValidConfigurations() async {
        await propertyCheck(count: 200, input: configurations) { c in
            #expect(c.collapseDistance > 0)
            #expect(c.titleStartOffset >= c.collapseDistance)
        }
    }

    @Test("Every output is finite and inside its documented bounds")
    func boundsHold() async {
        await propertyCheck(count: 400, input: configurations, offsets) { c, offset in
            let l = c.layout(at: offset)
            for number in allNumbers(of: l) { #expect(number.isFinite) }

            for progress in [l.collapseProgress, l.titleProgress, l.refreshProgress, l.blur.fraction, l.titleAlpha] {
                #expect(progress >= 0 && progress <= 1)
            }
            #expect(l.stretch >= 0)
            // The header: from the top (or the stretch) down to between the collapsed and stretched height.
            #expect(l.headerFrame.minY >= 0)
            #expect(l.headerFrame.height >= c.collapsedHeight - 1e-9)
            #expect(l.headerFrame.maxY <= c.expandedHeight + l.stretch + 1e-9)
            #expect(l.headerFrame.minX == 0 && l.headerFrame.width == c.viewportWidth)
            // The banner always fills the visible header: no gap shows behind it.
            #expect(l.bannerFrame.minX <= l.headerFrame.minX + 1e-9 && l.bannerFrame.maxX >= l.headerFrame.maxX - 1e-9)
            #expect(l.bannerFrame.minY <= l.headerFrame.minY + 1e-9 && l.bannerFrame.maxY >= l.headerFrame.maxY - 1e-9)
            // The avatar: square, between its collapsed and full size, bottom edge riding with the content.
            #expect(l.avatarFrame.width == l.avatarFrame.height)
            #expect(l.avatarFrame.width >= c.avatarSize * c.avatarCollapsedScale - 1e-9)
            #expect(l.avatarFrame.width <= c.avatarSize + 1e-9)
            #expect(isClose(l.avatarFrame.maxY, c.expandedHeight + c.avatarOverhang - l.offset, 1e-6))
            #expect((l.avatarStacking == .aboveHeader) == (l.offset <= c.collapseDistance))
            // The title: full width between its insets; centred in the bar once it has arrived.
            #expect(isClose(l.titleFrame.width, c.viewportWidth - 2 * c.titleHorizontalInset))
            if l.titleProgress == 1 { #expect(isClose(l.titleFrame.midY, c.topSafeAreaInset + c.barHeight / 2, 1e-6)) }
            if l.titleProgress == 0, c.titleTravel >= (c.barHeight + c.titleHeight) / 2 {
                #expect(l.titleFrame.intersection(l.headerFrame).isEmpty, "a title that has not arrived is out of sight")
            }
            // The tab bar never slides under the collapsed header.
            #expect(l.tabBarFrame.minY >= c.collapsedHeight)
            // Blur levels name two neighbours.
            #expect(l.blur.lowerLevel >= 0 && l.blur.upperLevel <= c.blurCacheLevels)
            #expect(l.blur.upperLevel - l.blur.lowerLevel <= 1 && l.blur.upperLevel >= l.blur.lowerLevel)
            #expect(l.blur.upperLevelWeight >= 0 && l.blur.upperLevelWeight < 1)
            #expect(l.blur.radius >= 0 && l.blur.radius <= c.blurMaximumRadius + 1e-9)
            if c.stretchMode != .none { #expect(l.statusBarStyle == .lightContent) }
        }
    }

    @Test("Continuity: a scroll step of up to 1 pt moves every edge by at most its documented speed")
    func continuity() async {
        await propertyCheck(count: 400, input: configurations, offsets, Gen.double(in: 0...1)) { c, offset, step in
            let a = c.layout(at: offset)
            let b = c.layout(at: offset + step)
            let slack = 1e-6
            let zoomSpeed = c.stretchMode == .zoom ? c.viewportWidth / (2 * c.expandedHeight) : 0
            let avatarSpeed = 1 + c.avatarSize * (1 - c.avatarCollapsedScale) / c.collapseDistance
            #expect(largestEdgeMove(a.headerFrame, b.headerFrame) <= step + slack)
            #expect(largestEdgeMove(a.bannerFrame, b.bannerFrame) <= max(1, zoomSpeed) * step + slack)
            #expect(largestEdgeMove(a.avatarFrame, b.avatarFrame) <= avatarSpeed * step + slack)
            #expect(largestEdgeMove(a.titleFrame, b.titleFrame) <= step + slack)
            #expect(largestEdgeMove(a.tabBarFrame, b.tabBarFrame) <= step + slack)
            let blurSpeed = c.blurMaximumRadius / (c.blurEndOffset - c.blurStartOffset)
            #expect(abs(a.blur.radius - b.blur.radius) <= blurSpeed * step + slack)
            #expect(abs(a.titleAlpha - b.titleAlpha) <= step / c.titleTravel + slack)
            #expect(abs(a.collapseProgress - b.collapseProgress) <= step / c.collapseDistance + slack)
            // The one discontinuity, the stacking flip, happens at the pin point exactly.
            if a.avatarStacking != b.avatarStacking {
                #expect(a.offset <= c.collapseDistance && b.offset > c.collapseDistance)
            }
        }
    }

    @Test("At the pin, what shows of the avatar drops by exactly avatarOverlapWhenPinned")
    func avatarDropAtThePin() async {
        await propertyCheck(count: 400, input: configurations) { c in
            let pin = c.collapseDistance
            let dropped = visibleAvatarHeight(c.layout(at: pin)) - visibleAvatarHeight(c.layout(at: pin.nextUp))
            #expect(c.avatarOverlapWhenPinned >= 0)
            #expect(isClose(dropped, c.avatarOverlapWhenPinned, 1e-6))
        }
    }

    @Test("With avatarOverlapWhenPinned == 0, what shows of the avatar is continuous across the pin")
    func flushAvatarIsContinuousAcrossThePin() async {
        await propertyCheck(count: 400, input: flushConfigurations) { c in
            #expect(c.avatarOverlapWhenPinned == 0)
            let pin = c.collapseDistance
            let step = 1.0 / 32  // from 4 pt before the pin to 4 pt after it; the pin itself is one of the offsets
            let speed = max(1, c.avatarSize * (1 - c.avatarCollapsedScale) / pin)  // shrinking in front, sliding behind
            var previous = visibleAvatarHeight(c.layout(at: pin - 4))
            for k in 1...256 {
                let visible = visibleAvatarHeight(c.layout(at: pin - 4 + Double(k) * step))
                #expect(abs(visible - previous) <= speed * step + 1e-6, "offset pin − 4 + \(k)/32")
                previous = visible
            }
        }
    }

    @Test("Monotonic: scrolling further never un-collapses, un-blurs or brings the title back")
    func monotonic() async {
        await propertyCheck(count: 400, input: configurations, offsets, offsets) { c, first, second in
            let (lower, upper) = (min(first, second), max(first, second))
            let a = c.layout(at: lower)
            let b = c.layout(at: upper)
            #expect(a.collapseProgress <= b.collapseProgress)
            #expect(a.titleProgress <= b.titleProgress)
            #expect(a.blur.fraction <= b.blur.fraction)
            #expect(a.stretch >= b.stretch)
            #expect(a.avatarScale >= b.avatarScale)
            #expect(a.headerFrame.maxY >= b.headerFrame.maxY)
            #expect(a.tabBarFrame.minY >= b.tabBarFrame.minY)
            #expect(a.refreshProgress >= b.refreshProgress)
        }
    }

    @Test("NaN and infinite offsets give finite layouts: NaN reads as rest, infinities as the limit")
    func nonFiniteOffsets() async {
        await propertyCheck(count: 200, input: configurations) { c in
            #expect(c.layout(at: .nan) == c.layout(at: 0))
            #expect(c.layout(at: .infinity) == c.layout(at: ProfileHeaderLayout.offsetLimit))
            #expect(c.layout(at: -.infinity) == c.layout(at: -ProfileHeaderLayout.offsetLimit))
            for offset in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude] {
                for number in allNumbers(of: c.layout(at: offset)) { #expect(number.isFinite, "offset \(offset)") }
            }
        }
    }
}

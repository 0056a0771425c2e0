#if canImport(Glibc)
import Glibc
#endif
import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel

// swiftui-frames FRAMES — FRAMES whole frames of a three-tab page's SwiftUI driver on the model of
// SwiftUI's scroll views, for valgrind --tool=callgrind (Benchmarks/scripts/performance.py --only
// front-ends). The page is the scenarios' `PageScene` (Tests/ProfileHeaderSwiftUIScenarios/Support/
// PageScene.swift): `PageDriver` (Sources/ProfileHeaderSwiftUI/Driver) with one model scroll view
// per tab and one for the pager, on an iPhone 16 Pro, and SwiftUI's update cycle between them. A
// finger holds the first tab and scrolls it the reading scroll of the engine's `page` workload;
// each frame is the finger's move and SwiftUI's update: the tab reports its geometry
// (`tabScrolled`), the driver makes its one engine call and writes every tab, and the writes reach
// the scroll views. Built by Benchmarks/scripts/build-front-end-frames.sh, -O.

@main
struct SwiftUIFrames {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 2, let frames = Int(arguments[1]), frames >= 0 else {
            print("usage: swiftui-frames FRAMES")
            exit(2)
        }
        let scene = PageScene(page: ProfilePage.tabbed(design: .twitter, tabCount: 3))
        var step = readingScrollStart
        // One frame: the finger moves (positive: down, toward the content's top) and SwiftUI updates.
        func frame() {
            let from = readingScrollPosition(step)
            step += 1
            scene.drag(0, by: from - readingScrollPosition(step), steps: 1, lift: false)
        }
        // The finger comes down and starts scrolling (a first drag touches the tab down first).
        frame()
        let calls = scene.driver.engineCalls
        for _ in 0..<frames { frame() }
        guard scene.driver.engineCalls - calls == frames else {
            print("swiftui-frames: \(scene.driver.engineCalls - calls) engine calls in \(frames) frames: each frame should make one")
            exit(1)
        }
        // One bit of the result: the same output for every count of frames.
        print(scene.headerOffset.bitPattern & 1)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import ProfileHeaderCore
import ProfileHeaderUIKit
import UIKit

// uikit-frames FRAMES — FRAMES whole frames of a tabbed page on the UIKit model, for valgrind
// --tool=callgrind (Benchmarks/scripts/performance.py --only front-ends). The page is the
// scenarios' `TabbedScene` (Tests/ProfileHeaderUIKitScenarios/Support/Scene.swift, the scene of the
// view-writes figure): a `ProfileTabsController` with three table lists under one header in an
// iPhone-sized window. A finger holds the first list and scrolls it the reading scroll of the
// engine's `page` workload; each frame is what the model's run loop does for one display frame
// (`UIWindow.modelFrame()`: the finger's move, the run loop's turn, the layout pass, in which the
// controller reads the list, makes its one engine call and writes every view). Built by
// Benchmarks/scripts/build-front-end-frames.sh, -O, on the model compiled as check-uikit-model.sh
// compiles it.

@main
struct UIKitFrames {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 2, let frames = Int(arguments[1]), frames >= 0 else {
            print("usage: uikit-frames FRAMES")
            exit(2)
        }
        let scene = TabbedScene()
        let list = scene.lists[0]
        var step = readingScrollStart
        // One frame: the finger moves (a finger moving up scrolls the content down), then the run
        // loop's turn and its layout pass.
        func frame() {
            let from = readingScrollPosition(step)
            step += 1
            list.modelDragMove(by: CGPoint(x: 0, y: from - readingScrollPosition(step)))
            scene.window.modelFrame()
        }
        // The finger comes down and starts scrolling.
        list.modelBeginDrag()
        scene.window.modelFrame()
        frame()
        // The controller's passes, to check that every frame made one (and so one engine call).
        var passes = 0
        scene.tabs.onFrame = { _ in passes += 1 }
        for _ in 0..<frames { frame() }
        guard passes == frames else {
            print("uikit-frames: \(passes) layout passes in \(frames) frames: each frame should make one")
            exit(1)
        }
        // One bit of the result: the same output for every count of frames.
        let offset = scene.tabs.frame.map { $0.layout.offset } ?? 0
        print(offset.bitPattern & 1)
    }
}

// The finger of a reading scroll, shared by both front ends' frame loops: where the content would
// be without the rubber band, relative to its top at rest, frame by frame — the sweep of the
// engine's `page` workload (Benchmarks/Sources/Workloads): from a 120-point pull to 1 130 points
// down the list and back, 2.5 points a frame, 1 000 frames a cycle.

/// The reading scroll's position at frame `step`, in points past the content's top at rest
/// (negative: pulled).
func readingScrollPosition(_ step: Int) -> Double {
    let phase = Double(step % 1_000)
    return phase < 500 ? -120 + phase * 2.5 : 1_130 - (phase - 500) * 2.5
}

/// The frame of the cycle where the content is at rest (position 0): a loop starts there, so the
/// finger only ever moves 2.5 points a frame.
let readingScrollStart = 48

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Workloads

// FrameLoop WORKLOAD FRAMES — runs FRAMES frames of one workload, for valgrind --tool=callgrind
// (scripts/performance.py). Each workload's loop is specialised for its type. Prints one bit of a sink value.

@inline(never)
func run<W: FrameWorkload>(_ workload: W, frames: Int) -> Double {
    var workload = workload
    var sink = 0.0
    for _ in 0..<frames { sink += workload.frame() }
    return sink
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let frames = Int(arguments[2]) else {
    print("usage: FrameLoop empty|layout|page|page-everything|shy|spring|tabs-N|keyframes-N FRAMES")
    exit(2)
}
let name = arguments[1]
let sink: Double
switch name {
case "empty": sink = run(EmptyWorkload(), frames: frames)
case "layout": sink = run(ProfileLayoutWorkload(), frames: frames)
case "page": sink = run(ProfilePageWorkload(), frames: frames)
case "page-everything": sink = run(EverythingWorkload(), frames: frames)
case "shy": sink = run(ShyBarsWorkload(), frames: frames)
case "spring": sink = run(SpringWorkload(), frames: frames)
case _ where name.hasPrefix("tabs-") && Int(name.dropFirst(5)) != nil:
    sink = run(TabsWorkload(tabCount: Int(name.dropFirst(5))!), frames: frames)
case _ where name.hasPrefix("keyframes-") && Int(name.dropFirst(10)) != nil:
    sink = run(KeyframesWorkload(elementCount: Int(name.dropFirst(10))!), frames: frames)
default:
    print("unknown workload \(name)")
    exit(2)
}
// One bit of the result: enough to keep the work, and the same size of output for every count of
// frames (printing the whole Double would allocate or not by its length, which the allocation
// count would then see).
print(sink.bitPattern & 1)

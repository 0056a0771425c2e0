// One binary holds every target; the name it is run by (`.build-fuzz/<target>`, a link made by
// Fuzz/fuzz.sh) picks the target, so each target builds in the same single compilation.
#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) var selectedTarget: (inout FuzzInput) -> Void = fuzzLayout

let targets: [(String, (inout FuzzInput) -> Void)] = [
    ("layout", fuzzLayout), ("shyBars", fuzzShyBars), ("tabs", fuzzTabs), ("refresh", fuzzRefresh), ("physics", fuzzPhysics), ("page", fuzzPage), ("scroller", fuzzScroller),
]

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> CInt {
    var name = argv.pointee[0].map { String(cString: $0) } ?? ""
    if let env = getenv("PHK_FUZZ_TARGET") { name = String(cString: env) }
    let base = name.split(separator: "/").last.map(String.init) ?? name
    guard let target = targets.first(where: { $0.0 == base }) else {
        fatalError("unknown fuzz target '\(base)': run as one of \(targets.map { $0.0 }) (or set PHK_FUZZ_TARGET)")
    }
    selectedTarget = target.1
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    selectedTarget(&input)
    return 0
}

import Testing

/// The scenarios' entry point (scripts/check-swiftui-model.sh builds them with swiftc, not SwiftPM).
@main
struct ScenarioMain {
    static func main() async {
        await Testing.__swiftPMEntryPoint() as Never
    }
}

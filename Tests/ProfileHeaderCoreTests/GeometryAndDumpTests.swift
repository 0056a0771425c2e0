import Testing

@testable import ProfileHeaderCore

@Suite("Geometry and text dump")
struct GeometryAndDumpTests {
    @Test("Rect edges, intersection and overlap")
    func rectBasics() {
        let a = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(a.minX == 10 && a.maxX == 110 && a.minY == 20 && a.maxY == 70 && a.midX == 60 && a.midY == 45)
        let b = Rect(x: 60, y: 60, width: 100, height: 100)
        #expect(a.intersection(b) == Rect(x: 60, y: 60, width: 50, height: 10))
        #expect(a.overlaps(b))
        let touching = Rect(x: 110, y: 20, width: 5, height: 5)
        #expect(!a.overlaps(touching), "touching edges do not overlap")
        #expect(a.intersection(Rect(x: 500, y: 500, width: 1, height: 1)).isEmpty)
        #expect(Rect.zero.isEmpty)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
    }

    @Test("Numbers in dumps are rounded to 0.01 and lose trailing zeros", arguments: [
        (0.0, "0"), (-0.0, "0"), (12.5, "12.5"), (-3, "-3"), (0.07, "0.07"), (599.8421, "599.84"),
        (-103.4210526, "-103.42"), (0.005, "0.01"), (-0.004, "0"), (1_000_000, "1000000"), (0.1, "0.1"),
    ])
    func numberFormatting(_ value: Double, _ expected: String) {
        #expect(dumpNumber(value) == expected)
    }

    @Test("Non-finite numbers still print (the engine never produces them)")
    func nonFiniteFormatting() {
        #expect(dumpNumber(.infinity) == "inf")
        #expect(dumpNumber(.nan) == "nan")
    }
}

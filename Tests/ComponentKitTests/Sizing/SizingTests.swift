import Foundation
import Testing
@testable import ComponentKit

@Suite("Component sizes and size ranges")
struct SizingTests {
    let parent = CGSize(width: 200, height: 100)

    @Test("Dimensions: points as given, percent of the parent rounded, auto for an undefined parent")
    func dimensions() {
        #expect(RelativeDimension.points(12).resolve(parent: 200, auto: 0) == 12)
        #expect(RelativeDimension.percent(33.3).resolve(parent: 200, auto: 0) == 67)
        #expect(RelativeDimension.percent(50).resolve(parent: .nan, auto: 7) == 7)
        #expect(RelativeDimension.percent(50).resolve(parent: .infinity, auto: 7) == 7)
        #expect(RelativeDimension.auto.resolve(parent: 200, auto: 3) == 3)
        #expect((10 as RelativeDimension) == .points(10))
    }

    @Test("An exact size resolves to an exact range; auto to 0...∞")
    func exactAndAuto() {
        #expect(ComponentSize(width: 50, height: .percent(50)).resolve(parentSize: parent) == .exactly(CGSize(width: 50, height: 50)))
        #expect(ComponentSize.auto.resolve(parentSize: parent) == .unconstrained)
    }

    @Test("Minimum beats maximum beats exact, per axis")
    func precedence() {
        let clippedToMax = ComponentSize(width: 300, maxWidth: 150).resolve(parentSize: parent)
        #expect(clippedToMax.min.width == 150 && clippedToMax.max.width == 150)
        let raisedToMin = ComponentSize(width: 10, minWidth: 40).resolve(parentSize: parent)
        #expect(raisedToMin.min.width == 40 && raisedToMin.max.width == 40)
        let minOverMax = ComponentSize(minHeight: 80, maxHeight: 20).resolve(parentSize: parent)
        #expect(minOverMax.min.height == 80 && minOverMax.max.height == 80)
        let range = ComponentSize(minWidth: .percent(10), maxWidth: .percent(90)).resolve(parentSize: parent)
        #expect(range.min.width == 20 && range.max.width == 180)
    }

    @Test("Percentages of an undefined parent resolve as auto")
    func undefinedParent() {
        let range = ComponentSize(width: .percent(50), minHeight: .percent(10), maxHeight: .percent(20))
            .resolve(parentSize: CGSize(width: CGFloat.nan, height: .infinity))
        #expect(range == .unconstrained)
    }

    @Test("Validation names the bad dimension")
    func validation() {
        #expect(throws: SizingError.negative(dimension: "minHeight", value: -1)) {
            try ComponentSize(minHeight: -1).validate()
        }
        #expect(throws: SizingError.notFinite(dimension: "width", value: .infinity)) {
            try ComponentSize(width: .points(.infinity)).validate()
        }
        #expect(SizingError.negative(dimension: "minHeight", value: -1).description == "minHeight is -1.0: it must not be negative")
    }

    @Test("Size ranges reject bad bounds with a message naming them")
    func rangeValidation() throws {
        #expect(throws: SizingError.minimumExceedsMaximum(axis: "width", minimum: 10, maximum: 5)) {
            try SizeRange(min: CGSize(width: 10, height: 0), max: CGSize(width: 5, height: 5))
        }
        #expect(throws: SizingError.notFinite(dimension: "minimum height", value: .infinity)) {
            try SizeRange(min: CGSize(width: 0, height: CGFloat.infinity), max: CGSize(width: 5, height: CGFloat.infinity))
        }
        #expect(throws: SizingError.negative(dimension: "maximum width", value: -1)) {
            try SizeRange(min: .zero, max: CGSize(width: -1, height: 5))
        }
        let range = try SizeRange(min: CGSize(width: 1, height: 2), max: CGSize(width: 3, height: CGFloat.infinity))
        #expect(range.max.height == .infinity)
    }

    @Test("Clamping moves each axis into the range")
    func clamp() throws {
        let range = try SizeRange(min: CGSize(width: 10, height: 10), max: CGSize(width: 100, height: 50))
        #expect(range.clamp(CGSize(width: 5, height: 70)) == CGSize(width: 10, height: 50))
        #expect(range.contains(CGSize(width: 10, height: 50)) && !range.contains(CGSize(width: 101, height: 20)))
        #expect(SizeRange.flexibleHeight(width: 390).clamp(CGSize(width: 500, height: 44)) == CGSize(width: 390, height: 44))
    }

    @Test("Intersecting overlapping ranges gives the overlap; disjoint ones give this range's nearest bound")
    func intersect() throws {
        let a = try SizeRange(min: .zero, max: CGSize(width: 10, height: 10))
        let b = try SizeRange(min: CGSize(width: 7, height: 7), max: CGSize(width: 15, height: 15))
        #expect(a.intersect(b) == (try SizeRange(min: CGSize(width: 7, height: 7), max: CGSize(width: 10, height: 10))))
        let later = try SizeRange(min: CGSize(width: 20, height: 0), max: CGSize(width: 30, height: 5))
        let result = a.intersect(later)
        #expect(result.min.width == 10 && result.max.width == 10, "a lies before: its max wins")
        #expect(later.intersect(a).min.width == 20 && later.intersect(a).max.width == 20, "later lies after: its min wins")
        #expect(result.max.height == 5)
    }

    @Test("Convenience ranges sanitize bad input instead of producing invalid ranges")
    func convenience() {
        #expect(SizeRange.exactly(CGSize(width: -3, height: CGFloat.nan)) == .exactly(.zero))
        #expect(SizeRange.flexibleWidth(height: 44).max.width == .infinity)
        #expect(SizeRange.upTo(CGSize(width: 10, height: 20)).min == .zero)
    }
}

import Foundation
import Testing
import ViewTree

@Suite("Font features: checked tags, carried by fonts")
struct FontFeatureTests {
    @Test("Tags are four printable characters without quotes; values fit 16 bits")
    func validation() throws {
        #expect(try FontFeature(tag: "ss02").description == "ss02 1")
        #expect(try FontFeature(tag: "liga", value: 0) == .noLigatures)
        #expect(throws: FontFeatureError.invalidTag("tnu")) { try FontFeature(tag: "tnu") }
        #expect(throws: FontFeatureError.invalidTag("tn\"m")) { try FontFeature(tag: "tn\"m") }
        #expect(throws: FontFeatureError.invalidTag("tn m")) { try FontFeature(tag: "tn m") }
        #expect(throws: FontFeatureError.invalidValue(tag: "salt", value: 70_000)) { try FontFeature(tag: "salt", value: 70_000) }
    }

    @Test("A font keeps its features through withSize, and monospacedDigits adds tnum")
    func fontsCarryFeatures() {
        let font = Font(family: "Caladea", size: 17).monospacedDigits()
        #expect(font.features == [.tabularDigits])
        #expect(font.withSize(20).features == [.tabularDigits])
        #expect(font != Font(family: "Caladea", size: 17), "features make another font")
        #expect(font.description == "Caladea 17.0pt w400 [tnum 1]")
    }
}

import Foundation
import TestSupport
@testable import ContainerCollection

/// Makes broken variants of a valid screen: byte-level damage (flips,
/// cuts, stray and invalid UTF-8 bytes) and structure-level damage (values
/// replaced by others of any type, members dropped or duplicated, subtrees
/// nested deeply or repeated many times, and values the factories, loaders
/// and layout must survive: extreme numbers (Int.min/Int.max, 9e18, 1e308,
/// huge sizes and counts, negatives, fractions) and image URLs with such
/// numbers in their seeds and sizes).
struct ScreenMutator {
    var generator: SeededGenerator

    mutating func mutate(_ screen: [UInt8], parsed: JSONValue) -> [UInt8] {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<4:
            return bytes(screen)
        default:
            var value = parsed
            for _ in 0..<Int.random(in: 1...3, using: &generator) { value = structure(value) }
            return value.encoded() ?? screen
        }
    }

    // MARK: - Bytes

    private mutating func bytes(_ input: [UInt8]) -> [UInt8] {
        var output = input
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !output.isEmpty {
            let index = Int.random(in: 0..<output.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: output[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
            case 1: output.remove(at: index)
            case 2: output.insert(Self.noise.randomElement(using: &generator) ?? 0, at: index)
            case 3: output.insert(contentsOf: [0xC3, 0x28], at: index)            // invalid UTF-8
            case 4: output = Array(output.prefix(index))                        // truncated
            default: output.insert(contentsOf: Array("\\ud800".utf8), at: index) // a lone surrogate, if inside a string
            }
        }
        return output
    }

    private static let noise = Array("{}[]\",:0123456789-eE.tfn \\".utf8) + [0x00, 0xFF, 0xFE, 0x80]

    // MARK: - Structure

    private mutating func structure(_ value: JSONValue) -> JSONValue {
        var paths: [JSONPath] = []
        collectPaths(value, at: .root, into: &paths)
        guard let target = paths.randomElement(using: &generator), let current = value.value(at: target) else { return value }
        return Self.replacing(value, at: target.components[...], with: damage(current))
    }

    private mutating func damage(_ value: JSONValue) -> JSONValue {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return randomScalar()
        case 9, 10: return .number(literal: Self.extremeNumbers.randomElement(using: &generator) ?? "0")
        case 11: return .string(Self.extremeURLs.randomElement(using: &generator) ?? "")
        case 1: return .array([value, randomScalar()])
        case 2: return .object([.init(key: "wrapped", value: value)])
        case 3:
            // Nested deeper than the decoder allows.
            var nested = value
            for _ in 0..<Int.random(in: 10...60, using: &generator) { nested = .array([nested]) }
            return nested
        case 4:
            guard case var .object(members) = value, !members.isEmpty else { return randomScalar() }
            members.remove(at: Int.random(in: 0..<members.count, using: &generator))
            return .object(members)
        case 5:
            guard case let .array(elements) = value, let first = elements.first else { return .array([]) }
            return .array(Array(repeating: first, count: Int.random(in: 50...700, using: &generator)) + elements)
        case 6:
            guard case var .object(members) = value else { return .object([]) }
            members.append(.init(key: ["component", "id", "data", "version", "elements", "title", "cards"]
                .randomElement(using: &generator) ?? "id", value: randomScalar()))
            return .object(members)
        case 7: return .string(["map", "", "image", "rail", "gallery", "text", "heavy", "card", "\u{0}"].randomElement(using: &generator) ?? "")
        default: return .number(literal: ["0", "-1", "1e999", "2", "4097", "1.5", "99999999999999999999"].randomElement(using: &generator) ?? "0")
        }
    }

    /// Numbers at and beyond every edge a decoded Int or Double has.
    static let extremeNumbers = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "9000000000000000000", "-9000000000000000000",
        "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "-0", "4096", "4097", "20000", "65536", "2147483648",
        "-4096", "0.5", "1e19", "99999999999999999999",
    ]

    /// Image URLs with extreme seeds and sizes, and ones that are no pattern at all.
    static let extremeURLs = [
        "pattern://gradient/9000000000000000000", "pattern://stripes/9223372036854775807", "pattern://gradient/-9223372036854775808",
        "pattern://gradient/99999999999999999999", "pattern://gradient/1?size=1024x1024", "pattern://gradient/1?size=0x0",
        "pattern://gradient/1?size=99999999999999999999x2", "pattern://gradient/1?size=-5x-5", "pattern://nothing/1",
        "http://127.0.0.1:1/unreachable.png", "", "pattern://gradient/", "pattern://gradient/1?size=1024x1024&size=x",
    ]

    private mutating func randomScalar() -> JSONValue {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: .null
        case 1: .bool(Bool.random(using: &generator))
        case 2: .number(literal: String(Int.random(in: -5...5000, using: &generator)))
        case 3: .string(String(repeating: "x", count: Int.random(in: 0...3, using: &generator)))
        default: .object([])
        }
    }

    private func collectPaths(_ value: JSONValue, at path: JSONPath, into paths: inout [JSONPath]) {
        paths.append(path)
        switch value {
        case let .array(elements):
            for (index, element) in elements.enumerated() { collectPaths(element, at: path.appending(index: index), into: &paths) }
        case let .object(members):
            for member in members { collectPaths(member.value, at: path.appending(key: member.key), into: &paths) }
        default:
            break
        }
    }

    private static func replacing(_ value: JSONValue, at path: ArraySlice<JSONPath.Component>, with new: JSONValue) -> JSONValue {
        guard let first = path.first else { return new }
        switch (value, first) {
        case (var .array(elements), let .index(index)) where elements.indices.contains(index):
            elements[index] = replacing(elements[index], at: path.dropFirst(), with: new)
            return .array(elements)
        case (var .object(members), let .key(key)):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return value }
            members[index].value = replacing(members[index].value, at: path.dropFirst(), with: new)
            return .object(members)
        default:
            return value
        }
    }
}

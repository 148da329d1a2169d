import Foundation

/// Reads what ``FontRegistry`` needs from a TrueType or OpenType file: its
/// table directory (checked against the file's length), and its family,
/// style, weight and slant from the `name`, `OS/2` and `head` tables.
///
/// Every read is bounds-checked: a damaged file is refused with the reason,
/// never read past its end.
struct FontFileReader {
    let bytes: [UInt8]
    let file: String

    struct Face {
        var family: String
        var styleName: String
        var weight: Int
        var isItalic: Bool
        var format: RegisteredFont.Format
    }

    func face() throws(FontRegistrationError) -> Face {
        guard bytes.count >= 12 else { throw .notAFont(file: file, detail: "\(bytes.count) bytes is too short for a font header") }
        let tag = string(at: 0, length: 4)
        let format: RegisteredFont.Format
        switch (u32(0), tag) {
        case (0x0001_0000, _), (_, "true"): format = .trueType
        case (_, "OTTO"): format = .openType
        case (_, "ttcf"): throw .unsupportedFormat(file: file, format: "font collection")
        case (_, "wOFF"), (_, "wOF2"): throw .unsupportedFormat(file: file, format: "web font (\(tag == "wOFF" ? "WOFF" : "WOFF2"))")
        default: throw .notAFont(file: file, detail: "it starts with \(hexPrefix) rather than a font signature")
        }
        let tables = try tableDirectory()
        guard tables["cmap"] != nil else { throw .truncated(file: file, detail: "it has no 'cmap' table") }
        guard let head = tables["head"] else { throw .truncated(file: file, detail: "it has no 'head' table") }
        guard let nameTable = tables["name"] else { throw .truncated(file: file, detail: "it has no 'name' table") }
        guard head.count >= 54, u32(head.lowerBound + 12) == 0x5F0F_3CF5 else {
            throw .truncated(file: file, detail: "its 'head' table is damaged")
        }
        let macStyle = u16(head.lowerBound + 44)
        var weight = macStyle & 1 != 0 ? 700 : 400
        var isItalic = macStyle & 2 != 0
        if let os2 = tables["OS/2"], os2.count >= 64 {
            let weightClass = Int(u16(os2.lowerBound + 4))
            if (1...1000).contains(weightClass) { weight = weightClass }
            let selection = u16(os2.lowerBound + 62)
            isItalic = selection & 0x1 != 0 || selection & 0x200 != 0
        }
        let names = try self.names(in: nameTable)
        guard let family = names[16] ?? names[1], !family.isEmpty else {
            throw .truncated(file: file, detail: "its 'name' table names no family")
        }
        let styleName = names[17] ?? names[2] ?? "Regular"
        return Face(family: family, styleName: styleName, weight: weight, isItalic: isItalic, format: format)
    }

    /// Table tag → byte range, each checked to lie inside the file.
    private func tableDirectory() throws(FontRegistrationError) -> [String: Range<Int>] {
        let count = Int(u16(4))
        guard count > 0, count <= 512 else { throw .notAFont(file: file, detail: "its header claims \(count) tables") }
        let directoryEnd = 12 + 16 * count
        guard directoryEnd <= bytes.count else {
            throw .truncated(file: file, detail: "its table directory needs \(directoryEnd) bytes, the file has \(bytes.count)")
        }
        var tables: [String: Range<Int>] = [:]
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = string(at: record, length: 4)
            let offset = Int(u32(record + 8)), length = Int(u32(record + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw .truncated(file: file, detail: "table '\(tag)' runs to byte \(offset + length), the file has \(bytes.count)")
            }
            tables[tag] = offset..<(offset + length)
        }
        return tables
    }

    /// Name id → string, preferring Windows Unicode English names, then any
    /// Unicode name, then Macintosh Roman ones.
    private func names(in table: Range<Int>) throws(FontRegistrationError) -> [Int: String] {
        guard table.count >= 6 else { throw .truncated(file: file, detail: "its 'name' table is too short") }
        let count = Int(u16(table.lowerBound + 2)), storage = table.lowerBound + Int(u16(table.lowerBound + 4))
        guard table.lowerBound + 6 + 12 * count <= table.upperBound else {
            throw .truncated(file: file, detail: "its 'name' table lists \(count) names it has no room for")
        }
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table.lowerBound + 6 + 12 * index
            let platform = u16(record), encoding = u16(record + 2), language = u16(record + 4)
            let id = Int(u16(record + 6)), length = Int(u16(record + 8)), offset = storage + Int(u16(record + 10))
            guard [1, 2, 16, 17].contains(id), offset + length <= table.upperBound else { continue }
            let rank: Int
            let text: String?
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                rank = platform == 3 && language == 0x409 ? 0 : 1
                text = utf16BigEndian(at: offset, length: length)
            case (1, 0):
                rank = 2
                text = String(decoding: bytes[offset..<(offset + length)].map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            default:
                continue
            }
            guard let text, found[id].map({ rank < $0.rank }) ?? true else { continue }
            found[id] = (rank, text.trimmingCharacters(in: .whitespaces))
        }
        return found.mapValues(\.text)
    }

    // MARK: Reading

    private func u16(_ offset: Int) -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private func u32(_ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private func string(at offset: Int, length: Int) -> String {
        guard offset + length <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    private func utf16BigEndian(at offset: Int, length: Int) -> String? {
        var units: [UInt16] = []
        units.reserveCapacity(length / 2)
        var index = offset
        while index + 1 < offset + length {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    private var hexPrefix: String {
        bytes.prefix(4).map { String(format: "%02x", $0) }.joined(separator: " ")
    }

    /// FNV-1a, 64 bits: a content name for caching, not a security measure
    /// (the font route only serves files the app registered).
    static func contentHash(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

import Foundation

/// A factory whose data can come from a server: it names the `Decodable`
/// type its data is decoded into from an element's `data` member.
///
/// ```swift
/// extension TextBlockFactory: DecodableComponentFactory {
///     typealias DecodedData = TextBlockData
/// }
/// ```
public protocol DecodableComponentFactory: ComponentFactory {
    /// The type an element's `data` decodes into.
    associatedtype DecodedData: ComponentData & Decodable
}

extension DecodableComponentFactory {
    /// Decodes `json` (an element's `data`, already parsed) into the factory's data type.
    ///
    /// - Throws: `DecodingError` from `JSONDecoder`, whose coding path is
    ///   relative to `data`.
    func decodeData(from json: [UInt8]) throws -> any ComponentData {
        try JSONDecoder().decode(DecodedData.self, from: Data(json))
    }
}

/// A model that turns into a list of elements with a mapper's factories:
/// the seed's `Decomposable`.
///
/// ```swift
/// struct Profile: Decomposable {
///     var name: String
///     var photos: [URL]
///     func decompose(using mapper: any ComponentMapper) -> [Element] {
///         guard let text = mapper.factory(for: "text"), let gallery = mapper.factory(for: "gallery") else { return [] }
///         return [Element(data: TextBlockData(title: name, body: ""), factory: text),
///                 Element(data: GalleryData(style: .grid, images: photos), factory: gallery)]
///     }
/// }
/// ```
public protocol Decomposable {
    /// The elements that show this model.
    func decompose(using mapper: any ComponentMapper) -> [Element]
}

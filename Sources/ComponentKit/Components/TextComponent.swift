/// ComponentKit's `CKTextComponent`: attributed text with line limits and
/// truncation. The same component as ``LabelComponent``, under the seed's name.
public typealias TextComponent = LabelComponent

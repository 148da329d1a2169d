/// The README's samples, nested so their names (`PhotoCell`…) do not meet
/// the articles' samples of the same names.
enum Readme {}

/// The samples of "Showing a list" (ComponentKitLists), nested so their
/// names (`Photo`, `PhotoCell`…) do not meet other articles'.
enum ShowingAList {}

// Screens are lists of controllers and components; re-export both layers.
@_exported import ComponentKit
@_exported import ComponentKitLists

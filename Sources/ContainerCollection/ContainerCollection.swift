// Screens are lists of components and controllers; re-export both layers.
@_exported import ComponentKit
@_exported import ComponentKitLists

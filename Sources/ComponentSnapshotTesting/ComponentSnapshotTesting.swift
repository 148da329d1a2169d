// Snapshot strategies render components with the raster backend.

// swift-snapshot-testing is fetched only with the trait on: say so before the
// missing-module errors that would follow.
#if !SnapshotTesting
#error("ComponentSnapshotTesting needs the package trait \"SnapshotTesting\": depend on this package with traits: [\"SnapshotTesting\"] (or with its default traits)")
#endif

@_exported import ComponentKit
@_exported import RasterBackend
@_exported import SnapshotTesting

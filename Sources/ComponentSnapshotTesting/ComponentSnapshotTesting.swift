// Snapshot strategies render components with the raster backend.

@_exported import ComponentKit
@_exported import RasterBackend
@_exported import SnapshotTesting

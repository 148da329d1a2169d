// Lists are built from components; re-export them so one import suffices.
@_exported import ComponentKit

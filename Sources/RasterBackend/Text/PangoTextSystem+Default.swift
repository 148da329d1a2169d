import ViewTree

/// Called by a C constructor in `CImageCodecs` as the program loads: makes
/// Pango the default text measurer unless the program installed another.
@_cdecl("componentkit_raster_backend_did_load")
func rasterBackendDidLoad() {
    DefaultTextMeasurer.installIfNone { PangoTextSystem.shared }
}

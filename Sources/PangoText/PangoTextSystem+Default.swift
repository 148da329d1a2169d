import ViewTree

/// Called by a C constructor in `CPangoCairo` as the program loads: makes
/// Pango the process's default text measurer (the one a `Window` or a
/// `LayoutContext` starts with) unless the program installed another.
@_cdecl("componentkit_pango_text_did_load")
func pangoTextDidLoad() {
    DefaultTextMeasurer.installIfNone { PangoTextSystem.shared }
}

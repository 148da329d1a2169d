// Runs when a program that links the raster backend starts, before main, so
// that text is measured by the system that draws it without any set-up call.
// The Swift side (RasterBackend/Text/PangoTextSystem+Default.swift) only
// records how to make the measurer: fonts load when text is first measured.

// Weak: a program that links these codecs without the raster backend has no
// such function, and nothing happens.
extern void componentkit_raster_backend_did_load(void) __attribute__((weak));

__attribute__((constructor)) static void componentkit_raster_backend_load(void) {
    if (componentkit_raster_backend_did_load) {
        componentkit_raster_backend_did_load();
    }
}

// Runs when a program that links the Pango text module starts, before main,
// so that text is measured by the system that draws it without a set-up call.
// The Swift side (PangoText/PangoTextSystem+Default.swift) only records how to
// make the measurer: fonts load when text is first measured.

// Weak: a program that links these declarations without PangoText has no
// such function, and nothing happens.
extern void componentkit_pango_text_did_load(void) __attribute__((weak));

__attribute__((constructor)) static void componentkit_pango_text_load(void) {
    if (componentkit_pango_text_did_load) {
        componentkit_pango_text_did_load();
    }
}

// Drawing works on the view tree: re-export it so one import gives a file
// `Window`, `View`, `Image` and `PointerEvent` beside the renderer. The
// codecs and Pango's measurer come along, since a program that draws
// pixels almost always reads or writes images and measures text as drawn.
@_exported import ImageCodecs
@_exported import PangoText
@_exported import ViewTree

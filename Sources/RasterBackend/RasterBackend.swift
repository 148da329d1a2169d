// Drawing works on the view tree: re-export it so one import gives a file
// `Window`, `View`, `Image` and `PointerEvent` beside the renderer.
@_exported import ViewTree

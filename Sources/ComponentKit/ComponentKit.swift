// One import gives component authors the layout engine and the view tree.
@_exported import Flexbox
@_exported import ViewTree

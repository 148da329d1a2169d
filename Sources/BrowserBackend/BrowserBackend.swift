// The browser backend hosts component trees and mirrors their view tree.
@_exported import ComponentKit
@_exported import ViewTree

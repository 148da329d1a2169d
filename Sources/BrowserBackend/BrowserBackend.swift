// The browser backend hosts component trees and mirrors their view tree.

// Its server stack is fetched only with the trait on: say so before the
// missing-module error. This stays in the module's first file in path order,
// because the compiler stops at the first file whose import fails.
#if !Browser
#error("BrowserBackend needs the package trait \"Browser\": depend on this package with traits: [\"Browser\"] (or with its default traits)")
#endif

@_exported import ComponentKit
@_exported import ViewTree

// The browser server serves BrowserBackend's sessions to browsers.

// Its server stack is fetched only with the trait on: say so before the
// missing-module error. This stays in the module's first file in path order
// (before Connections/), because the compiler stops at the first file whose
// import fails.
#if !Browser
#error("BrowserServer needs the package trait \"Browser\": depend on this package with traits: [\"Browser\"] (or with its default traits)")
#endif

@_exported import BrowserBackend

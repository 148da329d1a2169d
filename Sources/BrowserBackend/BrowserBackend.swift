// The browser backend mirrors a component tree's views into a page:
// sessions, the wire protocol and the page's script. Serving them over
// HTTP and WebSockets is BrowserServer's job.

@_exported import ComponentKit
@_exported import ViewTree

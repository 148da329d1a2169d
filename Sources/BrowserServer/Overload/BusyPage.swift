import Foundation
import Hummingbird
import NIOCore

/// What a visitor turned away by admission control gets: `503 Service
/// Unavailable` with `Retry-After`, and a page that says so in words and
/// tries again by itself (a meta refresh: the page runs no script).
enum BusyPage {
    static func response(title: String, refusal: AdmissionControl.Refusal) -> Response {
        let seconds = AdmissionControl.retryAfterSeconds
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="refresh" content="\(seconds)">
            <title>\(ClientAssets.escapeHTML(title)): server busy</title>
            <style>body{font:17px/1.4 system-ui,sans-serif;max-width:32em;margin:4em auto;padding:0 1em;color:#222}</style>
            </head><body>
            <h1>Server busy</h1>
            <p>This server has as many visitors as it can take right now. The page will try again in \(seconds) seconds.</p>
            </body></html>
            """
        let headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store", .retryAfter: "\(seconds)",
            .init("X-Content-Type-Options")!: "nosniff",
            .init("Content-Security-Policy")!: "default-src 'none'; style-src 'unsafe-inline'",
            // Not shown to the visitor; operators see it with curl -i.
            .init("X-Busy-Reason")!: refusal.description,
        ]
        return Response(status: .serviceUnavailable, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }
}

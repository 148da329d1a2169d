import Foundation
@testable import ContainerCollection

/// A transport answering from a script: a response (or a delay) per URL,
/// recording every request.
final class ScriptedTransport: ScreenTransport, @unchecked Sendable {
    struct Answer {
        var response: ScreenHTTPResponse
        var delay: Duration = .zero
    }

    private let lock = NSLock()
    private var answers: [String: [Answer]] = [:]
    private var sent: [ScreenHTTPRequest] = []

    /// Answers the next request for `url` with `answer` (answers queue per URL; the last repeats).
    func answer(_ url: String, status: Int = 200, headers: [String: String] = [:], body: String, delay: Duration = .zero) {
        lock.withLock { answers[url, default: []].append(Answer(response: ScreenHTTPResponse(status: status, headers: headers,
                                                                                                 body: Array(body.utf8)), delay: delay)) }
    }

    var requests: [ScreenHTTPRequest] { lock.withLock { sent } }

    func send(_ request: ScreenHTTPRequest, maximumBytes: Int) async throws -> ScreenHTTPResponse {
        let answer: Answer? = lock.withLock {
            sent.append(request)
            guard var queue = answers[request.url.absoluteString], let first = queue.first else { return nil }
            if queue.count > 1 { queue.removeFirst() }
            answers[request.url.absoluteString] = queue
            return first
        }
        guard let answer else { throw URLError(.cannotConnectToHost) }
        if answer.delay > .zero { try await Task.sleep(for: answer.delay) }
        return answer.response
    }
}

import Foundation

/// Fetches screen documents and sends forms over HTTP, for containers
/// showing screens from a server.
///
/// It fetches only URLs its ``ScreenActionPolicy`` allows (the hosts a
/// screen's actions may name, https unless the policy allows http) and
/// submits only to the policy's endpoints. Each request has a timeout and
/// a body limit. Documents that come with an `ETag` are kept in a cache of
/// at most `cacheLimit` bytes (least recently used first out) and asked for
/// again with `If-None-Match`, so an unchanged screen costs a `304` and no
/// body.
///
/// ```swift
/// let loader = ScreenLoader(transport: HTTPClientScreenTransport(),
///                           policy: ScreenActionPolicy(allowedHosts: ["screens.example.com"]))
/// let json = try await loader.document(at: URL(string: "https://screens.example.com/home")!)
/// let screen = try decoder.decode(Data(json))
/// ```
public actor ScreenLoader {
    private struct Entry {
        var etag: String
        var body: [UInt8]
        var lastUse: UInt64
    }

    /// What the loader sends requests with.
    public let transport: any ScreenTransport
    /// The hosts and endpoints it may reach.
    public let policy: ScreenActionPolicy
    /// Most bytes of documents kept for `If-None-Match`.
    public let cacheLimit: Int
    /// How long a request may take before it fails.
    public let timeout: Duration
    /// Longest body read.
    public let maximumBytes: Int

    private var cache: [URL: Entry] = [:]
    private var cachedBytes = 0
    private var clock: UInt64 = 0
    /// Requests answered `304 Not Modified` from the cache.
    public private(set) var notModifiedCount = 0

    /// A loader; by default it keeps 2 MB of documents, waits 15 s, and reads up to the screen limit's bytes.
    /// A negative cache limit keeps nothing, a timeout that is not positive is 15 s, and a body limit
    /// below 1 is 1 byte.
    public init(transport: any ScreenTransport, policy: ScreenActionPolicy, cacheLimit: Int = 2 << 20, timeout: Duration = .seconds(15),
                maximumBytes: Int = ScreenLimits.default.maximumByteCount) {
        self.transport = transport
        self.policy = policy
        self.cacheLimit = max(0, cacheLimit)
        self.timeout = timeout > .zero ? timeout : .seconds(15)
        self.maximumBytes = max(1, maximumBytes)
    }

    /// The bytes of the documents kept now.
    public var cacheByteCount: Int { cachedBytes }

    /// The screen document at `url`.
    public func document(at url: URL) async throws(ScreenLoadError) -> [UInt8] {
        if let refusal = policy.refusal(ofURL: url.absoluteString) { throw ScreenLoadError(url: url, reason: .refused(refusal)) }
        var request = ScreenHTTPRequest(url: url, headers: ["Accept": "application/json"])
        let cached = cache[url]
        if let cached { request.headers["If-None-Match"] = cached.etag }
        let response = try await send(request)
        if response.status == 304, let cached {
            notModifiedCount += 1
            touch(url)
            return cached.body
        }
        guard (200..<300).contains(response.status) else { throw ScreenLoadError(url: url, reason: .status(response.status)) }
        if let etag = response.headers["etag"] { store(response.body, etag: etag, for: url) } else { remove(url) }
        return response.body
    }

    /// Sends `values` as a JSON object to `endpoint` and returns the answer (a screen document).
    public func submit(_ values: [String: JSONValue], to endpoint: URL) async throws(ScreenLoadError) -> [UInt8] {
        if let refusal = policy.refusal(ofURL: endpoint.absoluteString) { throw ScreenLoadError(url: endpoint, reason: .refused(refusal)) }
        guard policy.allowsSubmit(to: endpoint) else {
            throw ScreenLoadError(url: endpoint, reason: .refused("not one of the policy's submit endpoints"))
        }
        let object = JSONValue.object(values.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: $0.value) })
        let body = object.encoded() ?? Array("{}".utf8)
        let response = try await send(ScreenHTTPRequest(
            method: "POST", url: endpoint, headers: ["Accept": "application/json", "Content-Type": "application/json"], body: body))
        guard (200..<300).contains(response.status) else { throw ScreenLoadError(url: endpoint, reason: .status(response.status)) }
        return response.body
    }

    /// Sends within the timeout.
    private func send(_ request: ScreenHTTPRequest) async throws(ScreenLoadError) -> ScreenHTTPResponse {
        let transport = self.transport, limit = maximumBytes, timeout = self.timeout
        let outcome: Result<ScreenHTTPResponse, ScreenLoadError> = await withTaskGroup(of: Result<ScreenHTTPResponse, ScreenLoadError>?.self) { group in
            group.addTask {
                do {
                    let response = try await transport.send(request, maximumBytes: limit)
                    guard response.body.count <= limit else { return .failure(ScreenLoadError(url: request.url, reason: .tooLarge(limit: limit))) }
                    return .success(response)
                } catch let error as ScreenLoadError {
                    return .failure(error)
                } catch {
                    return .failure(ScreenLoadError(url: request.url, reason: .transport(String(describing: error))))
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
                return Task.isCancelled ? nil : .failure(ScreenLoadError(url: request.url, reason: .timedOut(seconds: seconds)))
            }
            // The first to finish wins; the other is cancelled.
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failure(ScreenLoadError(url: request.url, reason: .transport("cancelled")))
        }
        return try outcome.get()
    }

    private func store(_ body: [UInt8], etag: String, for url: URL) {
        remove(url)
        guard body.count <= cacheLimit else { return }
        clock += 1
        cache[url] = Entry(etag: etag, body: body, lastUse: clock)
        cachedBytes += body.count
        while cachedBytes > cacheLimit, let oldest = cache.min(by: { $0.value.lastUse < $1.value.lastUse })?.key { remove(oldest) }
    }

    private func touch(_ url: URL) {
        clock += 1
        cache[url]?.lastUse = clock
    }

    private func remove(_ url: URL) {
        if let entry = cache.removeValue(forKey: url) { cachedBytes -= entry.body.count }
    }
}

/// A token bucket: `perSecond` messages a second on average, bursts of up
/// to `burst`.
struct RateLimiter {
    let perSecond: Double
    let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant?

    init(perSecond: Int, burst: Int) {
        self.perSecond = Double(perSecond)
        self.burst = Double(burst)
        tokens = Double(burst)
    }

    /// Takes a token if one is left at `now`.
    mutating func allow(at now: ContinuousClock.Instant) -> Bool {
        // Instants from one connection's reads come in order; one earlier than the last adds nothing.
        if let last, now > last {
            let elapsed = now - last
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = Swift.min(burst, tokens + seconds * perSecond)
        }
        last = Swift.max(last ?? now, now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}

import Foundation

extension DispatchQueue {
    /// Whether the caller runs on the main queue (and so on the main actor).
    ///
    /// Not `Thread.isMainThread`: a program with an asynchronous entry point
    /// (`swift test`, an `async` `@main`) hands the main queue to another
    /// thread on Linux, so main-queue work does not run on the main thread.
    package static var isRunningMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Whether this is the main queue. Not `=== DispatchQueue.main`: on
    /// Linux, `DispatchQueue.main` makes a new wrapper object on every call.
    private var isMainQueue: Bool {
        getSpecific(key: Self.mainQueueKey) != nil
    }

    /// Runs `work` at once when this is the main queue and the caller is on
    /// it (a view asking for its image), and later on this queue otherwise.
    package func performNowOrAsync(_ work: @escaping @Sendable () -> Void) {
        if isMainQueue, Self.isRunningMainQueue { work() } else { async(execute: work) }
    }

    /// Marks the main queue, once, on first use.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

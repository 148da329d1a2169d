/// One benchmark: a name, how many items one run processes, and how to run it.
///
/// `prepare` builds the inputs once (untimed) and returns the sample to time.
/// The sample returns a value the harness keeps alive so the work cannot be
/// optimized away. Samples are timed in thread CPU time, except those that
/// spread work over other threads, which are timed on the wall clock.
struct Workload {
    /// Which clock times a sample.
    enum Clock {
        /// The sample times itself and returns a ``TimedOutput``: for samples
        /// that run other work (a paired baseline) besides what they report.
        case reported
        /// CPU time of the main thread: steady on a shared machine.
        case threadCPU
        /// CPU time of every thread of the process: work a sample spreads
        /// over threads (a render laid out off the main actor), without the
        /// time spent waiting for it. The benchmarks process runs nothing
        /// else meanwhile.
        case processCPU
        /// Elapsed time: for work done on other threads too.
        case wall
    }

    /// Dotted name, e.g. `render.screen-200`; prefixes select workloads.
    let name: String
    /// Items processed by one sample (nodes, views, elements).
    let itemCount: Int
    /// Samples to take; the median is reported.
    var samples: Int = 20
    /// The clock samples are timed with.
    var clock: Clock = .threadCPU
    /// Extra figures printed after the timing line (mutation counts, moves).
    var extraFigures: @MainActor () -> [String] = { [] }
    /// Builds the inputs and returns the timed closure.
    let prepare: @MainActor () async -> (@MainActor () async -> Any)

    /// A workload whose sample runs synchronously on the main actor.
    init(name: String, itemCount: Int, samples: Int = 20, extraFigures: @escaping @MainActor () -> [String] = { [] },
         prepare: @escaping @MainActor () -> (@MainActor () -> Any)) {
        self.name = name
        self.itemCount = itemCount
        self.samples = samples
        self.extraFigures = extraFigures
        self.prepare = {
            let sample = prepare()
            return { sample() }
        }
    }

    /// A workload whose sample awaits work on other threads, timed on `clock`.
    init(name: String, itemCount: Int, samples: Int = 20, clock: Clock, extraFigures: @escaping @MainActor () -> [String] = { [] },
         prepareAsync: @escaping @MainActor () async -> (@MainActor () async -> Any)) {
        self.name = name
        self.itemCount = itemCount
        self.samples = samples
        self.clock = clock
        self.extraFigures = extraFigures
        self.prepare = prepareAsync
    }
}

/// What a sample on the ``Workload/Clock/reported`` clock returns: its
/// output, kept alive, and the duration it measured.
struct TimedOutput {
    let output: Any
    let nanoseconds: UInt64
}

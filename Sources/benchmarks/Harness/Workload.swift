/// One benchmark: a name, how many items one run processes, and how to run it.
///
/// `prepare` builds the inputs once (untimed) and returns the sample to time.
/// The sample returns a value the harness keeps alive so the work cannot be
/// optimized away; the harness times only the sample, in thread CPU time.
struct Workload {
    /// Dotted name, e.g. `render.screen-200`; prefixes select workloads.
    let name: String
    /// Items processed by one sample (nodes, views, elements).
    let itemCount: Int
    /// Samples to take; the median is reported.
    var samples: Int = 20
    /// Extra figures printed after the timing line (mutation counts, moves).
    var extraFigures: @MainActor () -> [String] = { [] }
    /// Builds the inputs and returns the timed closure.
    let prepare: @MainActor () -> (@MainActor () -> Any)
}

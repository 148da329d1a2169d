import Synchronization

/// The text measurer used wherever none is given: the one that measures text
/// as the linked backend draws it.
///
/// Linking `PangoText` (directly, or through `RasterBackend`,
/// `BrowserBackend` or `ComponentSnapshotTesting`) installs its Pango
/// measurer as the process starts, so `LayoutContext()` and a new `Window`
/// measure text with no set-up. A program that
/// draws text some other way installs its own measurer before laying out:
///
/// ```swift
/// DefaultTextMeasurer.install(MyTextSystem())
/// let context = LayoutContext()   // measures with MyTextSystem
/// ```
///
/// Without any, labels measure as empty and ComponentKit reports it once as
/// a diagnostic.
public enum DefaultTextMeasurer {
    static let slot = TextMeasurerSlot()

    /// The installed measurer, or nil when nothing measures text.
    public static var current: (any TextMeasuring)? { slot.current }

    /// Makes `measurer` the default, replacing any installed before.
    public static func install(_ measurer: any TextMeasuring) { slot.install(measurer) }

    /// Makes the measurer `make` returns the default, made when first asked
    /// for. Does nothing if a measurer is already installed, so a backend
    /// loading late never replaces one the program chose.
    public static func installIfNone(_ make: @escaping @Sendable () -> any TextMeasuring) { slot.installIfNone(make) }

    /// Removes the default: layout without an explicit measurer then measures
    /// text as empty (and reports it).
    public static func uninstall() { slot.uninstall() }
}

/// One replaceable measurer, made lazily; ``DefaultTextMeasurer`` keeps the
/// process's.
final class TextMeasurerSlot: Sendable {
    private enum Source {
        case none
        // Made on first use, so a process that never lays out text never loads fonts.
        case provider(@Sendable () -> any TextMeasuring)
        case measurer(any TextMeasuring)
    }

    private let source = Mutex<Source>(.none)

    var current: (any TextMeasuring)? {
        source.withLock { source in
            switch source {
            case .none:
                return nil
            case .measurer(let measurer):
                return measurer
            case .provider(let make):
                let measurer = make()
                source = .measurer(measurer)
                return measurer
            }
        }
    }

    func install(_ measurer: any TextMeasuring) {
        source.withLock { $0 = .measurer(measurer) }
    }

    func installIfNone(_ make: @escaping @Sendable () -> any TextMeasuring) {
        source.withLock { source in
            if case .none = source { source = .provider(make) }
        }
    }

    func uninstall() {
        source.withLock { $0 = .none }
    }
}

import Flexbox
import Foundation

/// Values a flexbox's options hold that the layout engine would refuse,
/// each given ComponentKit's meaning (a negative aspect ratio is its
/// magnitude, negative padding is none, as Yoga reads them) or, where
/// ComponentKit has none, left out and reported through
/// `ComponentDiagnostics` naming the flexbox's child. The children are
/// always laid out.
struct FlexboxProblems {
    let component: FlexboxComponent
    /// The child whose options are being read, or nil for the container's.
    var child: Int?
    private var found: [String] = []

    init(component: FlexboxComponent) {
        self.component = component
    }

    /// Where a value lives, for a message: the flexbox, or its child by index and type.
    private var place: String {
        guard let child else { return "FlexboxComponent" }
        let type = String(describing: Swift.type(of: component.children[child].component))
        return "FlexboxComponent child \(child) (\(type))"
    }

    private mutating func note(_ name: String, _ value: some CustomStringConvertible, _ outcome: String) {
        found.append("\(place): \(name) is \(value); \(outcome)")
    }

    /// `value` if finite, else 0.
    mutating func finite(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isFinite else {
            note(name, value, "it must be a finite number, so 0 is used")
            return 0
        }
        return value
    }

    /// `value` if finite and not negative, else 0.
    mutating func nonNegative(_ value: CGFloat, _ name: String) -> CGFloat {
        let value = finite(value, name)
        guard value >= 0 else {
            note(name, value, "it must not be negative, so 0 is used")
            return 0
        }
        return value
    }

    /// A size, a limit or a flex basis: left unset (`auto`) when not finite or negative.
    mutating func value(_ dimension: RelativeDimension, _ name: String, auto: FlexValue) -> FlexValue {
        switch dimension {
        case .auto: return auto
        case let .points(number), let .percent(number):
            guard number.isFinite, number >= 0 else {
                note(name, dimension, "it must be a finite number, not negative, so it is left unset")
                return auto
            }
            if case .percent = dimension { return .percent(Double(number)) }
            return .points(Double(number))
        }
    }

    /// A margin edge: any finite value (negative ones pull the child out), or auto.
    mutating func margin(_ dimension: RelativeDimension, _ name: String) -> FlexValue {
        switch dimension {
        case .auto: return .auto
        case let .points(number), let .percent(number):
            guard number.isFinite else {
                note(name, dimension, "it must be a finite number, so it is left unset")
                return .undefined
            }
            if case .percent = dimension { return .percent(Double(number)) }
            return .points(Double(number))
        }
    }

    /// A child's padding: unset edges and `auto` are none; negative edges
    /// are none, as Yoga reads them; non-finite ones are reported.
    mutating func padding(_ edges: FlexItemEdges) -> FlexEdges {
        func edge(_ value: RelativeDimension?, _ name: String) -> FlexValue {
            switch value {
            case nil, .auto?: return .undefined
            case let .points(number)?: return checked(number, name, percent: false)
            case let .percent(number)?: return checked(number, name, percent: true)
            }
        }
        func checked(_ number: CGFloat, _ name: String, percent: Bool) -> FlexValue {
            guard number.isFinite else {
                note("padding.\(name)", number, "it must be a finite number, so it is left unset")
                return .undefined
            }
            let number = Double(Swift.max(0, number))
            return percent ? .percent(number) : .points(number)
        }
        var padding = FlexEdges()
        padding.top = edge(edges.top, "top")
        padding.bottom = edge(edges.bottom, "bottom")
        padding.start = edge(edges.start, "start")
        padding.end = edge(edges.end, "end")
        return padding
    }

    /// The container's padding or border, in points: negative edges are none, as Yoga reads them.
    mutating func edges(_ insets: EdgeInsets, _ name: String) -> FlexEdges {
        func edge(_ value: CGFloat, _ side: String) -> FlexValue {
            .points(Double(Swift.max(0, finite(value, "\(name).\(side)"))))
        }
        return FlexEdges(left: edge(insets.left, "left"), top: edge(insets.top, "top"),
                         right: edge(insets.right, "right"), bottom: edge(insets.bottom, "bottom"))
    }

    /// An aspect ratio: a negative one is its magnitude (ComponentKit's
    /// meaning); zero or a non-finite one is left unset.
    mutating func aspectRatio(_ ratio: CGFloat?) -> CGFloat? {
        guard let ratio else { return nil }
        guard ratio.isFinite, ratio != 0 else {
            note("aspectRatio", ratio, "it must be a finite number other than 0, so the child keeps no aspect ratio")
            return nil
        }
        return abs(ratio)
    }

    /// An absolute position's inset, in points or a percentage of the
    /// container: left unset when auto or not finite.
    mutating func position(_ dimension: RelativeDimension, _ name: String) -> FlexValue {
        switch dimension {
        case .auto: return .undefined
        case let .points(number), let .percent(number):
            guard number.isFinite else {
                note(name, dimension, "it must be a finite number, so that edge is not pinned")
                return .undefined
            }
            if case .percent = dimension { return .percent(Double(number)) }
            return .points(Double(number))
        }
    }

    /// Reports what was found, each problem once per process.
    func reportAll() {
        for message in found {
            ComponentDiagnostics.report(ComponentDiagnostics.Problem(kind: "flexbox: \(message)", message: message))
        }
    }

    /// Reports an error the layout engine threw despite the checks.
    func report(engineError error: any Error) {
        let message = "FlexboxComponent could not be laid out (\(error)); its children are shown at its origin"
        ComponentDiagnostics.report(ComponentDiagnostics.Problem(kind: "flexbox: \(message)", message: message))
    }
}

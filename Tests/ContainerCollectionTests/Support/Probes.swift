import Foundation
import Testing
@testable import ContainerCollection

/// Data for probe controllers: an identity, a height and a variant.
struct ProbeData: ComponentData, Hashable, Decodable {
    var name: String
    var height: Double = 50
    var variant: String = "plain"
    var valid: Bool = true

    init(name: String, height: Double = 50, variant: String = "plain", valid: Bool = true) {
        self.name = name
        self.height = height
        self.variant = variant
        self.valid = valid
    }

    /// Only the name is required, so screen documents stay short.
    init(from decoder: any Decoder) throws {
        enum Keys: String, CodingKey { case name, height, variant, valid }
        let container = try decoder.container(keyedBy: Keys.self)
        name = try container.decode(String.self, forKey: .name)
        height = try container.decodeIfPresent(Double.self, forKey: .height) ?? 50
        variant = try container.decodeIfPresent(String.self, forKey: .variant) ?? "plain"
        valid = try container.decodeIfPresent(Bool.self, forKey: .valid) ?? true
    }
}

/// Everything probe controllers did, in order.
@MainActor
final class ProbeLog {
    var events: [String] = []
    var created = 0
    var configured: [String] = []

    func record(_ event: String) { events.append(event) }
}

/// A controller whose size is its data's height (or an override set by a
/// test) and which logs its lifecycle.
@MainActor
final class ProbeController: ViewController, ConfigurableComponent {
    let log: ProbeLog
    let serial: Int
    let variant: String
    private(set) var data: ProbeData?
    var heightOverride: CGFloat?
    private(set) var memoryWarnings = 0

    init(log: ProbeLog, variant: String) {
        self.log = log
        log.created += 1
        serial = log.created
        self.variant = variant
        super.init()
    }

    func configure(with data: (any ComponentData)?) {
        self.data = data as? ProbeData
        heightOverride = nil
        log.configured.append(self.data?.name ?? "nil")
    }

    override func sizeThatFits(_ available: CGSize) -> CGSize {
        CGSize(width: available.width.isFinite ? available.width : 80, height: heightOverride ?? CGFloat(data?.height ?? 0))
    }

    override func viewWillAppear() { log.record("\(name) willAppear") }
    override func viewDidAppear() { log.record("\(name) didAppear") }
    override func viewWillDisappear() { log.record("\(name) willDisappear") }
    override func viewDidDisappear() { log.record("\(name) didDisappear") }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
    }

    var name: String { data?.name ?? "#\(serial)" }
}

/// Builds probe controllers; the reuse identifier is the data's variant.
struct ProbeFactory: DecodableComponentFactory {
    typealias DecodedData = ProbeData
    let log: ProbeLog

    func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard let data = data as? ProbeData else { return nil }
        return ProbeController(log: log, variant: data.variant)
    }

    func identifyComponent(using data: any ComponentData) -> String {
        "probe.\((data as? ProbeData)?.variant ?? "?")"
    }

    func validComponent(using data: any ComponentData) -> ComponentValidation {
        .require((data as? ProbeData)?.valid ?? false, "the probe was made invalid")
    }
}

/// A factory that builds nothing, to exercise the container's fallback.
struct UnbuildableFactory: ComponentFactory {
    func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? { nil }
    func identifyComponent(using data: any ComponentData) -> String { "nothing" }
    func validComponent(using data: any ComponentData) -> ComponentValidation { .valid }
}

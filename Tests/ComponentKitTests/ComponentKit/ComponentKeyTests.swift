import Foundation
import Testing
@testable import ComponentKit

/// ComponentKit's CKComponentKeyTests (Scope/CKComponentKeyTests.mm): a
/// key tells scopes of one type apart, by equality of the key.
///
/// Adapted: ComponentKit pushes a key (`CKComponentKey`) that the next
/// scope of the build takes into its identity; here the key is the
/// stateful component's own ``StatefulComponent/scopeKey``, a `String`.
@MainActor
@Suite("ComponentKit: CKComponentKeyTests")
struct ComponentKeyTests {
    @Test func testComponentScopeStateIsDistinguishedByKey() {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "foo", initial: 42, log: log)])
        _ = log.takeEntries()
        renderSiblings(root, [CKScoped(key: "bar", initial: 365, log: log)])
        #expect(log.takeEntries().map(\.state) == [365], "Key changing from foo to bar should cause separate state")
    }

    /// Adapted: ComponentKit wraps the key in an object equal to, but not
    /// the same object as, the first pass's. Keys here are strings, values
    /// compared by equality; the second key is built separately at run time
    /// so it shares no storage with the first.
    @Test func testComponentScopeStateIsRecoveredWithKeysThatAreEqualButNotPointerIdentical() {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "foo", initial: 42, log: log)])
        _ = log.takeEntries()
        let equalKey = String(["f", "o", "o"])
        renderSiblings(root, [CKScoped(key: equalKey, initial: 365, log: log)])
        #expect(log.takeEntries().map(\.state) == [42], "Even though key is not pointer equal, it is isEqual equal")
    }
}

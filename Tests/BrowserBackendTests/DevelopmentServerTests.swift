@testable import BrowserServer
import Foundation
import Testing

/// Development mode's checks and its reading of the compiler's output.
@Suite("Development server")
struct DevelopmentServerTests {
    @Test("It refuses to serve beyond loopback unless told, and says why")
    func loopbackOnly() async throws {
        var configuration = DevelopmentServer.Configuration(packagePath: URL(fileURLWithPath: "/tmp"), product: "app")
        configuration.host = "0.0.0.0"
        let server = DevelopmentServer(configuration: configuration, log: { _ in })
        await #expect {
            try await server.run()
        } throws: { error in
            guard case let .notLoopback(host) = error as? DevelopmentServerError else { return false }
            return host == "0.0.0.0" && "\(error)".contains("allowsNonLoopback")
        }
    }

    @Test("It refuses a folder that is not a package")
    func notAPackage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = DevelopmentServer(configuration: .init(packagePath: folder, product: "app"), log: { _ in })
        await #expect {
            try await server.run()
        } throws: { error in
            guard case .notAPackage = error as? DevelopmentServerError else { return false }
            return true
        }
    }

    @Test("The compiler's messages are read with their file (relative to the package), line, column and severity, errors first, each once")
    func diagnostics() {
        let output = """
            [1/4] Compiling App Feed.swift
            /work/app/Sources/App/Feed.swift:12:9: warning: variable 'x' was never mutated
            /work/app/Sources/App/Card.swift:3:21: error: cannot convert value of type 'String' to specified type 'Int'
             1 | let greeting: Int = "hello"
               |                     `- error: cannot convert value of type 'String' to specified type 'Int'
            /work/app/Sources/App/Card.swift:3:21: error: cannot convert value of type 'String' to specified type 'Int'
            /usr/include/time.h:7:1: note: declared here
            error: fatalError
            """
        let parsed = BuildDiagnostics.parse(output, packagePath: "/work/app")
        #expect(parsed.map(\.severity) == ["error", "warning", "note"])
        #expect(parsed.first == DevelopmentStatus.Diagnostic(file: "Sources/App/Card.swift", line: 3, column: 21, severity: "error",
                                                            message: "cannot convert value of type 'String' to specified type 'Int'"))
        #expect(parsed.last?.file == "/usr/include/time.h", "a file outside the package keeps its full path")
    }

    @Test("A status carries at most its maximums of diagnostics and output")
    func statusLimits() {
        let many = (1...80).map { DevelopmentStatus.Diagnostic(file: "F.swift", line: $0, column: 1, severity: "error", message: "m") }
        let status = DevelopmentStatus(state: .failed, summary: "s", diagnostics: many, output: String(repeating: "x", count: 20_000))
        #expect(status.diagnostics.count == DevelopmentStatus.maximumDiagnostics)
        #expect(status.output.count == DevelopmentStatus.maximumOutput)
    }
}

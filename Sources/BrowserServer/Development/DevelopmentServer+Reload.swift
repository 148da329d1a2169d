import Foundation

extension DevelopmentServer {
    /// Builds; on success starts the new build and hands the sessions over
    /// to it, on failure shows the compiler's messages over the old one's
    /// pages. One reload at a time: changes saved meanwhile make one more.
    func reload(changedFiles: [String]) async {
        guard !isReloading else {
            changedMeanwhile = (changedMeanwhile ?? []) + changedFiles
            return
        }
        isReloading = true
        defer { isReloading = false }
        var files = changedFiles
        while true {
            await reloadOnce(changedFiles: files)
            guard let more = changedMeanwhile else { break }
            changedMeanwhile = nil
            files = more
        }
    }

    private func reloadOnce(changedFiles: [String]) async {
        let old = child
        let clock = ContinuousClock()
        let started = clock.now
        if !changedFiles.isEmpty {
            log("changed: \(changedFiles.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")); building…")
        }
        await old?.show(DevelopmentStatus(state: .building, summary: "Building \(configuration.product)…"))
        let build = await runBuild()
        let built = clock.now
        guard build.succeeded else {
            let diagnostics = BuildDiagnostics.parse(build.output, packagePath: configuration.packagePath.path)
            let errors = diagnostics.filter { $0.severity == "error" }
            let summary = errors.isEmpty ? "The build failed." : "The build failed with \(errors.count) error\(errors.count == 1 ? "" : "s"): "
                + "\(errors[0].file):\(errors[0].line): \(errors[0].message)"
            log("error: " + summary + (old == nil ? "" : " (the last build keeps serving)"))
            for diagnostic in diagnostics.prefix(10) {
                log("  \(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity): \(diagnostic.message)")
            }
            await old?.show(DevelopmentStatus(state: .failed, summary: summary, diagnostics: diagnostics,
                                              output: diagnostics.isEmpty ? build.output : ""))
            reloads.append(Reload(changedFiles: changedFiles, build: built - started, start: .zero, handover: .zero, sessions: 0,
                          refusals: [], failed: true))
            return
        }
        let new: DevelopmentChild
        do {
            new = try await startBuild()
        } catch {
            log("error: \(error)")
            await old?.show(DevelopmentStatus(state: .failed, summary: "The new build did not start: \(error)"))
            return
        }
        let listening = clock.now
        await new.show(DevelopmentStatus(state: .succeeded, summary: "Built \(configuration.product)."))
        var moved = 0
        var refusals: [String] = []
        if let old {
            do {
                let handovers = try await old.call("export")
                let answer = try await new.call("import", body: handovers)
                let outcome = try JSONDecoder().decode(BrowserServer.HandoverOutcome.self, from: answer)
                (moved, refusals) = (outcome.restored, outcome.refused)
            } catch {
                refusals.append("the sessions could not be handed over (\(error)); their pages start afresh")
            }
        }
        proxy?.forward(to: new.port)
        child = new
        if let old {
            _ = try? await old.call("release", timeout: .seconds(10))
        }
        let handedOver = clock.now
        let reload = Reload(changedFiles: changedFiles, build: built - started, start: listening - built,
                            handover: handedOver - listening, sessions: moved, refusals: refusals, failed: false)
        reloads.append(reload)
        log(old == nil ? "serving build \(new.generation) on http://\(configuration.host):\(port)/" : reload.description)
        await old?.stop()
    }

    /// Runs the build command; returns whether it succeeded, and what it printed.
    private func runBuild() async -> (succeeded: Bool, output: String) {
        let command = configuration.buildCommand ?? ["swift", "build", "--product", configuration.product]
        guard let tool = command.first else { return (false, "the build command is empty") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + command.dropFirst()
        process.currentDirectoryURL = configuration.packagePath
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (false, DevelopmentServerError.cannotBuild("\(command.joined(separator: " ")): \(error)").description)
        }
        // Read to the end on a thread of its own: the build may print more than a pipe holds.
        let output = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
        return (process.terminationStatus == 0, output)
    }

    /// Starts the executable just built, from a link of its own (the next
    /// build replaces the file while this one runs).
    private func startBuild() async throws -> DevelopmentChild {
        let built = configuration.executable
            ?? configuration.packagePath.appendingPathComponent(".build/debug").appendingPathComponent(configuration.product)
        generation += 1
        let copy = scratch.appendingPathComponent("\(configuration.product)-\(generation)")
        try? FileManager.default.removeItem(at: copy)
        do {
            try FileManager.default.linkItem(at: built, to: copy)
        } catch {
            try FileManager.default.copyItem(at: built, to: copy)
        }
        let environment = DevelopmentEnvironment(
            [DevelopmentEnvironment.secretVariable: ReconnectTokens.randomSecret() + ReconnectTokens.randomSecret(),
             DevelopmentEnvironment.originVariable: "http://\(configuration.host):\(port)",
             DevelopmentEnvironment.portFileVariable: scratch.appendingPathComponent("port-\(generation)").path])
        guard let environment else { throw DevelopmentServerError.cannotStart(copy.path, reason: "no environment") }
        defer { try? FileManager.default.removeItem(at: copy) }
        return try await DevelopmentChild.start(executable: copy, arguments: configuration.arguments, environment: environment,
                                                generation: generation, timeout: configuration.startTimeout,
                                                showsOutput: configuration.showsAppOutput)
    }
}

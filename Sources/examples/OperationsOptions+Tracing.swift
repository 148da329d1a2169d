import ArgumentParser
import BrowserServer
import OTel
import ServiceLifecycle

extension OperationsOptions {
    /// The OTLP exporter's service, if `--otlp-endpoint` was given; its
    /// tracer set into `configuration`. Run the service in the same group
    /// as the server, before it, so it stops after the server and sends the
    /// spans of the drain.
    ///
    /// - Throws: a `ValidationError` with swift-otel's reason when the exporter cannot be made.
    func applyTracing(to configuration: inout BrowserServer.Configuration) throws -> (any Service)? {
        guard let otlpEndpoint else { return nil }
        var otel = OTel.Configuration.default
        otel.serviceName = otlpServiceName
        otel.logs.enabled = false
        otel.metrics.enabled = false
        otel.traces.enabled = true
        otel.traces.exporter = .otlp
        otel.traces.otlpExporter.protocol = .httpProtobuf
        // A base address, as OTEL_EXPORTER_OTLP_ENDPOINT is: the traces' own path goes after it.
        otel.traces.otlpExporter.endpoint = otlpEndpoint.hasSuffix("/") ? otlpEndpoint + "v1/traces" : otlpEndpoint + "/v1/traces"
        do {
            let backend = try OTel.makeTracingBackend(configuration: otel)
            configuration.tracer = backend.factory
            return backend.service
        } catch {
            throw ValidationError("--otlp-endpoint \(otlpEndpoint): the OTLP exporter could not be made: \(error)")
        }
    }
}

import ArgumentParser
import ExamplesApp

/// How much memory the server's decoded photos may take.
struct ImageOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "MiB of decoded photos held at most: every session's and those kept for reuse.",
        discussion: "A photo that does not fit once nothing else can be let go shows its placeholder.", valueName: "MiB"))
    var imageMemory = ExamplesServer.defaultImageByteLimit >> 20

    @Option(help: ArgumentHelp(
        "MiB of decoded photos no session shows any more that are kept for the next visitor, within --image-memory.",
        valueName: "MiB"))
    var imageReuse = ExamplesServer.defaultImageReuseBytes >> 20

    func validate() throws {
        guard (1...1 << 20).contains(imageMemory) else {
            throw ValidationError("--image-memory \(imageMemory): give MiB from 1 to \(1 << 20)")
        }
        guard (0...imageMemory).contains(imageReuse) else {
            throw ValidationError("--image-reuse \(imageReuse): give MiB from 0 to --image-memory (\(imageMemory))")
        }
    }

    /// The limit in bytes.
    var byteLimit: Int { imageMemory << 20 }
    /// The reuse allowance in bytes.
    var reuseBytes: Int { imageReuse << 20 }
}

import Foundation
import QuireBundle
import QuireCommands

/// `quire bundle [--product NAME] [--package-path DIR] [-o DIR] [--package-name NAME]
/// [--runtime-version N] [--scratch-path DIR] [--skip-build]`: an app's `.deb` and Flatpak manifest
/// with their desktop entry, MIME package, icons and AppStream metainfo (`AppBundler`).
enum BundleCommand {
    static func run(_ arguments: [String]) throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var packagePath = current
        var product: String?
        var output: URL?
        var packageName: String?
        var runtimeVersion: String?
        var scratchPath: URL?
        var skipBuild = false
        var rest = arguments[...]
        func value(for option: String) throws -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("-") else { throw UsageError("\(option) needs a value") }
            return value
        }
        func folder(_ path: String) -> URL {
            URL(fileURLWithPath: path, isDirectory: true, relativeTo: current).standardizedFileURL
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--product": product = try value(for: argument)
            case "--package-path": packagePath = folder(try value(for: argument))
            case "-o", "--output": output = folder(try value(for: argument))
            case "--package-name": packageName = try value(for: argument)
            case "--runtime-version": runtimeVersion = try value(for: argument)
            case "--scratch-path": scratchPath = folder(try value(for: argument))
            case "--skip-build": skipBuild = true
            default: throw UsageError("unexpected argument “\(argument)”")
            }
        }
        var options = AppBundler.Options(packagePath: packagePath, product: product,
                                         output: output ?? packagePath.appendingPathComponent("build/bundle", isDirectory: true))
        options.packageName = packageName
        if let runtimeVersion { options.runtimeVersion = runtimeVersion }
        options.scratchPath = scratchPath
        options.skipBuild = skipBuild
        let made: AppBundler.Output
        do {
            made = try AppBundler(options: options) { FileHandle.standardError.write(Data("quire: \($0)\n".utf8)) }.run()
        } catch let error as BundleError {
            throw CommandFailure(error.description)
        }
        print("""
            Bundled \(made.id) (\(made.packageName)):
              \(made.deb.path)
              \(made.flatpakManifest.path)
              \(made.tree.path)/  (the files both install)
            """)
        for note in made.notes { print("  note: \(note)") }
    }
}

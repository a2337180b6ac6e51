import Foundation

/// A real HTTP server on a free loopback port: a python3 child (`http.server`, one thread per
/// connection). `/missing` answers 404; `/hang` never answers and waits for the client to hang up;
/// any other path answers 200 with "page <path>". The server reports each request ("GET /path") and
/// each hang-up ("closed /hang"), in order, so a test awaits what the server saw.
final class HTTPTestServer {
    private static let script = """
        import http.server
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args): pass
            def do_GET(self):
                print("GET " + self.path, flush=True)
                if self.path == "/hang":
                    self.rfile.read()  # returns when the client closes the connection
                    print("closed " + self.path, flush=True)
                    return
                status, body = (404, b"no such page") if self.path == "/missing" else (200, ("page " + self.path).encode())
                self.send_response(status)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print("port %d" % server.server_address[1], flush=True)
        server.serve_forever()
        """

    /// The server's output: its port, then its events.
    private let lines: EventRecorder<String>
    private let process: Process
    let port: Int

    /// Starts the server and returns once it listens.
    static func start() async throws -> HTTPTestServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        let lines = EventRecorder<String>()
        let reader = LineReader()
        output.fileHandleForReading.readabilityHandler = { handle in
            for line in reader.lines(adding: handle.availableData) { lines.append(line) }
        }
        try process.run()
        await lines.waitForValues(1)
        guard let portLine = lines.values.first, portLine.hasPrefix("port "), let port = Int(portLine.dropFirst(5)) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the test server said \(lines.values)"])
        }
        return HTTPTestServer(process: process, lines: lines, port: port)
    }

    private init(process: Process, lines: EventRecorder<String>, port: Int) {
        self.process = process
        self.lines = lines
        self.port = port
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Returns once the server has printed `count` events, and returns them.
    func waitForEvents(_ count: Int) async -> [String] {
        await lines.waitForValues(count + 1)
        return Array(lines.values.dropFirst())
    }

    /// Stops the server and returns once it has exited, so its port refuses connections.
    func stop() {
        // SIGKILL: the child inherits the test runner's blocked signals, SIGTERM among them.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { if process.isRunning { stop() } }
}

/// Splits bytes read in pieces into lines.
private final class LineReader: @unchecked Sendable {
    // @unchecked: a file handle calls its readability handler on one queue at a time.
    private var pending = Data()

    func lines(adding data: Data) -> [String] {
        pending.append(data)
        var lines: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending.removeSubrange(pending.startIndex...newline)
        }
        return lines
    }
}

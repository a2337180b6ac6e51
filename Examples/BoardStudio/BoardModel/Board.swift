import QuireCore

// Seed 002's model, public so the app, the CLI and tests can use it from this library.

/// The editable board: what the editor's views work on.
public struct Board: Equatable, Sendable {
    public var canvasSize = CodableSize(width: 1600, height: 1200)
    public var backgroundPNG: Data?
    public var strokes: [InkStroke] = []
    public var stickers: [PlacedSticker] = []

    public func makeSnapshot() -> BoardSnapshot {
        BoardSnapshot(
            schemaVersion: BoardSnapshot.currentSchemaVersion,
            canvasSize: canvasSize,
            backgroundPNG: backgroundPNG,
            strokes: strokes,
            stickers: stickers
        )
    }

    public init(snapshot: BoardSnapshot) {
        canvasSize = snapshot.canvasSize
        backgroundPNG = snapshot.backgroundPNG
        strokes = snapshot.strokes
        stickers = snapshot.stickers
    }

    public init() {}
}

/// The frozen board a writer saves: the manifest's content plus the image bytes.
public struct BoardSnapshot: Codable, Equatable, Sendable {
    /// The manifest schema this build writes.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var canvasSize: CodableSize
    public var backgroundPNG: Data?
    public var strokes: [InkStroke]
    public var stickers: [PlacedSticker]

    public init(schemaVersion: Int, canvasSize: CodableSize, backgroundPNG: Data?,
                strokes: [InkStroke], stickers: [PlacedSticker]) {
        self.schemaVersion = schemaVersion
        self.canvasSize = canvasSize
        self.backgroundPNG = backgroundPNG
        self.strokes = strokes
        self.stickers = stickers
    }
}

extension BoardSnapshot {
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, canvasSize, backgroundPNG, strokes, stickers
    }

    /// Tolerant reading: older manifests may lack fields (defaults apply) and newer ones may add
    /// fields (ignored). Writing stays strict: every field, always.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
        canvasSize = try container.decodeIfPresent(CodableSize.self, forKey: .canvasSize)
            ?? CodableSize(width: 1600, height: 1200)
        backgroundPNG = nil
        strokes = try container.decodeIfPresent([InkStroke].self, forKey: .strokes) ?? []
        stickers = try container.decodeIfPresent([PlacedSticker].self, forKey: .stickers) ?? []
    }
}

public struct InkStroke: Codable, Equatable, Sendable, Identifiable {
    public var id: UUID
    public var color: RGBAColor
    public var width: Double
    public var points: [CodablePoint]

    public init(id: UUID = UUID(), color: RGBAColor, width: Double, points: [CodablePoint]) {
        self.id = id
        self.color = color
        self.width = width
        self.points = points
    }
}

public struct PlacedSticker: Codable, Equatable, Sendable, Identifiable {
    public var id: UUID
    public var imagePNG: Data
    public var position: CodablePoint
    public var scale: Double
    public var rotationRadians: Double

    public init(id: UUID = UUID(), imagePNG: Data, position: CodablePoint, scale: Double = 1,
                rotationRadians: Double = 0) {
        self.id = id
        self.imagePNG = imagePNG
        self.position = position
        self.scale = scale
        self.rotationRadians = rotationRadians
    }

    private enum CodingKeys: String, CodingKey { case id, imagePNG, position, scale, rotationRadians }

    /// The manifest stores no image bytes (they live in `stickers/<id>.png`), so `imagePNG` may be
    /// absent or empty there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        imagePNG = try container.decodeIfPresent(Data.self, forKey: .imagePNG) ?? Data()
        position = try container.decode(CodablePoint.self, forKey: .position)
        scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 1
        rotationRadians = try container.decodeIfPresent(Double.self, forKey: .rotationRadians) ?? 0
    }
}

public struct RGBAColor: Codable, Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

public struct CodablePoint: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

public struct CodableSize: Codable, Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var cgSize: CGSize {
        CGSize(width: width, height: height)
    }
}

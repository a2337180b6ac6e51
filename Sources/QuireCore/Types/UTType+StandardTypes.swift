// Apple's standard type constants. Each is only an identifier: what it means lives in
// BuiltInTypeDeclarations, so these constants never touch the registry.
extension UTType {
    // MARK: Abstract base types

    /// A generic base type for most things (files, directories). `public.item`
    public static let item = UTType(declaredIdentifier: "public.item")
    /// A base type for anything containing user-viewable document content. `public.content`
    public static let content = UTType(declaredIdentifier: "public.content")
    /// Content formats supporting mixed embedded content (compound documents). `public.composite-content`
    public static let compositeContent = UTType(declaredIdentifier: "public.composite-content")
    /// A data item mountable as a volume. `public.disk-image`
    public static let diskImage = UTType(declaredIdentifier: "public.disk-image")

    // MARK: Concrete base types

    /// Any simple byte stream, including files and in-memory data. `public.data`
    public static let data = UTType(declaredIdentifier: "public.data")
    /// A file system directory: packages and folders. `public.directory`
    public static let directory = UTType(declaredIdentifier: "public.directory")
    /// Symbolic links and alias files conform to this type. `com.apple.resolvable`
    public static let resolvable = UTType(declaredIdentifier: "com.apple.resolvable")
    /// A symbolic link. `public.symlink`
    public static let symbolicLink = UTType(declaredIdentifier: "public.symlink")
    /// An executable item. `public.executable`
    public static let executable = UTType(declaredIdentifier: "public.executable")
    /// A volume mount point. `com.apple.mount-point`
    public static let mountPoint = UTType(declaredIdentifier: "com.apple.mount-point")
    /// A fully formed alias file. `com.apple.alias-file`
    public static let aliasFile = UTType(declaredIdentifier: "com.apple.alias-file")
    /// URL bookmark data. `com.apple.bookmark`
    public static let urlBookmarkData = UTType(declaredIdentifier: "com.apple.bookmark")
    /// Any URL. `public.url`
    public static let url = UTType(declaredIdentifier: "public.url")
    /// A URL with the `file:` scheme. `public.file-url`
    public static let fileURL = UTType(declaredIdentifier: "public.file-url")

    // MARK: Text

    /// All text-encoded data, including text with markup. `public.text`
    public static let text = UTType(declaredIdentifier: "public.text")
    /// Text with no markup and an unspecified encoding. `public.plain-text`
    public static let plainText = UTType(declaredIdentifier: "public.plain-text")
    /// Plain text encoded as UTF-8. `public.utf8-plain-text`
    public static let utf8PlainText = UTType(declaredIdentifier: "public.utf8-plain-text")
    /// Plain text encoded as UTF-16 with a BOM, else big-endian. `public.utf16-external-plain-text`
    public static let utf16ExternalPlainText = UTType(declaredIdentifier: "public.utf16-external-plain-text")
    /// Plain text encoded as UTF-16 in native byte order. `public.utf16-plain-text`
    public static let utf16PlainText = UTType(declaredIdentifier: "public.utf16-plain-text")
    /// Text containing delimited values. `public.delimited-values-text`
    public static let delimitedText = UTType(declaredIdentifier: "public.delimited-values-text")
    /// Comma-separated values (`.csv`). `public.comma-separated-values-text`
    public static let commaSeparatedText = UTType(declaredIdentifier: "public.comma-separated-values-text")
    /// Tab-separated values. `public.tab-separated-values-text`
    public static let tabSeparatedText = UTType(declaredIdentifier: "public.tab-separated-values-text")
    /// UTF-8 encoded tab-separated values. `public.utf8-tab-separated-values-text`
    public static let utf8TabSeparatedText = UTType(declaredIdentifier: "public.utf8-tab-separated-values-text")
    /// Rich Text Format. `public.rtf`
    public static let rtf = UTType(declaredIdentifier: "public.rtf")
    /// Any version of HTML. `public.html`
    public static let html = UTType(declaredIdentifier: "public.html")
    /// Generic XML. `public.xml`
    public static let xml = UTType(declaredIdentifier: "public.xml")
    /// YAML. `public.yaml`
    public static let yaml = UTType(declaredIdentifier: "public.yaml")
    /// Markdown. `net.daringfireball.markdown`
    public static let markdown = UTType(declaredIdentifier: "net.daringfireball.markdown")
    /// Console logs. `public.log`
    public static let log = UTType(declaredIdentifier: "public.log")

    // MARK: Source code and scripts

    /// Source code of any language. `public.source-code`
    public static let sourceCode = UTType(declaredIdentifier: "public.source-code")
    /// Assembly language source (`.s`). `public.assembly-source`
    public static let assemblyLanguageSource = UTType(declaredIdentifier: "public.assembly-source")
    /// C source code (`.c`). `public.c-source`
    public static let cSource = UTType(declaredIdentifier: "public.c-source")
    /// Objective-C source code (`.m`). `public.objective-c-source`
    public static let objectiveCSource = UTType(declaredIdentifier: "public.objective-c-source")
    /// Swift source code (`.swift`). `public.swift-source`
    public static let swiftSource = UTType(declaredIdentifier: "public.swift-source")
    /// C++ source code. `public.c-plus-plus-source`
    public static let cPlusPlusSource = UTType(declaredIdentifier: "public.c-plus-plus-source")
    /// Objective-C++ source code. `public.objective-c-plus-plus-source`
    public static let objectiveCPlusPlusSource = UTType(declaredIdentifier: "public.objective-c-plus-plus-source")
    /// A C header. `public.c-header`
    public static let cHeader = UTType(declaredIdentifier: "public.c-header")
    /// A C++ header. `public.c-plus-plus-header`
    public static let cPlusPlusHeader = UTType(declaredIdentifier: "public.c-plus-plus-header")
    /// Source of any scripting language. `public.script`
    public static let script = UTType(declaredIdentifier: "public.script")
    /// JavaScript source code. `com.netscape.javascript-source`
    public static let javaScript = UTType(declaredIdentifier: "com.netscape.javascript-source")
    /// Shell scripts. `public.shell-script`
    public static let shellScript = UTType(declaredIdentifier: "public.shell-script")
    /// A Perl script. `public.perl-script`
    public static let perlScript = UTType(declaredIdentifier: "public.perl-script")
    /// A Python script. `public.python-script`
    public static let pythonScript = UTType(declaredIdentifier: "public.python-script")
    /// A Ruby script. `public.ruby-script`
    public static let rubyScript = UTType(declaredIdentifier: "public.ruby-script")
    /// A PHP script. `public.php-script`
    public static let phpScript = UTType(declaredIdentifier: "public.php-script")

    // MARK: Serialized data

    /// JavaScript Object Notation. `public.json`
    public static let json = UTType(declaredIdentifier: "public.json")
    /// Property lists. `com.apple.property-list`
    public static let propertyList = UTType(declaredIdentifier: "com.apple.property-list")
    /// An XML property list. `com.apple.xml-property-list`
    public static let xmlPropertyList = UTType(declaredIdentifier: "com.apple.xml-property-list")
    /// A binary property list. `com.apple.binary-property-list`
    public static let binaryPropertyList = UTType(declaredIdentifier: "com.apple.binary-property-list")

    // MARK: Composite content

    /// An Adobe PDF document. `com.adobe.pdf`
    public static let pdf = UTType(declaredIdentifier: "com.adobe.pdf")
    /// Rich Text Format Directory (a package). `com.apple.rtfd`
    public static let rtfd = UTType(declaredIdentifier: "com.apple.rtfd")
    /// The WebKit web archive format. `com.apple.webarchive`
    public static let webArchive = UTType(declaredIdentifier: "com.apple.webarchive")
    /// The EPUB format. `org.idpf.epub-container`
    public static let epub = UTType(declaredIdentifier: "org.idpf.epub-container")

    // MARK: Images

    /// Abstract image data. `public.image`
    public static let image = UTType(declaredIdentifier: "public.image")
    /// A JPEG image. `public.jpeg`
    public static let jpeg = UTType(declaredIdentifier: "public.jpeg")
    /// A TIFF image. `public.tiff`
    public static let tiff = UTType(declaredIdentifier: "public.tiff")
    /// A GIF image. `com.compuserve.gif`
    public static let gif = UTType(declaredIdentifier: "com.compuserve.gif")
    /// A PNG image. `public.png`
    public static let png = UTType(declaredIdentifier: "public.png")
    /// Apple icon data. `com.apple.icns`
    public static let icns = UTType(declaredIdentifier: "com.apple.icns")
    /// A Windows bitmap. `com.microsoft.bmp`
    public static let bmp = UTType(declaredIdentifier: "com.microsoft.bmp")
    /// Windows icon data. `com.microsoft.ico`
    public static let ico = UTType(declaredIdentifier: "com.microsoft.ico")
    /// Raw image data. `public.camera-raw-image`
    public static let rawImage = UTType(declaredIdentifier: "public.camera-raw-image")
    /// A Scalable Vector Graphics image. `public.svg-image`
    public static let svg = UTType(declaredIdentifier: "public.svg-image")
    /// A High Efficiency Image File Format image. `public.heif`
    public static let heif = UTType(declaredIdentifier: "public.heif")
    /// A High Efficiency Image Coding image. `public.heic`
    public static let heic = UTType(declaredIdentifier: "public.heic")
    /// The WebP image format. `org.webmproject.webp`
    public static let webP = UTType(declaredIdentifier: "org.webmproject.webp")

    // MARK: 3D content

    /// 3D content. `public.3d-content`
    public static let threeDContent = UTType(declaredIdentifier: "public.3d-content")
    /// Universal Scene Description. `com.pixar.universal-scene-description`
    public static let usd = UTType(declaredIdentifier: "com.pixar.universal-scene-description")
    /// Universal Scene Description package. `com.pixar.universal-scene-description-mobile`
    public static let usdz = UTType(declaredIdentifier: "com.pixar.universal-scene-description-mobile")

    // MARK: Audio and video

    /// Any audio or video content. `public.audiovisual-content`
    public static let audiovisualContent = UTType(declaredIdentifier: "public.audiovisual-content")
    /// Media that may contain both video and audio. `public.movie`
    public static let movie = UTType(declaredIdentifier: "public.movie")
    /// Video with no audio. `public.video`
    public static let video = UTType(declaredIdentifier: "public.video")
    /// Audio with no video. `public.audio`
    public static let audio = UTType(declaredIdentifier: "public.audio")
    /// A QuickTime movie. `com.apple.quicktime-movie`
    public static let quickTimeMovie = UTType(declaredIdentifier: "com.apple.quicktime-movie")
    /// An MPEG-1 or MPEG-2 movie. `public.mpeg`
    public static let mpeg = UTType(declaredIdentifier: "public.mpeg")
    /// MPEG-2 video. `public.mpeg-2-video`
    public static let mpeg2Video = UTType(declaredIdentifier: "public.mpeg-2-video")
    /// The MPEG-2 transport stream format. `public.mpeg-2-transport-stream`
    public static let mpeg2TransportStream = UTType(declaredIdentifier: "public.mpeg-2-transport-stream")
    /// MP3 audio. `public.mp3`
    public static let mp3 = UTType(declaredIdentifier: "public.mp3")
    /// An MPEG-4 movie. `public.mpeg-4`
    public static let mpeg4Movie = UTType(declaredIdentifier: "public.mpeg-4")
    /// MPEG-4 audio. `public.mpeg-4-audio`
    public static let mpeg4Audio = UTType(declaredIdentifier: "public.mpeg-4-audio")
    /// The AVI movie format. `public.avi`
    public static let avi = UTType(declaredIdentifier: "public.avi")
    /// AIFF audio. `public.aiff-audio`
    public static let aiff = UTType(declaredIdentifier: "public.aiff-audio")
    /// Microsoft waveform audio (`.wav`). `com.microsoft.waveform-audio`
    public static let wav = UTType(declaredIdentifier: "com.microsoft.waveform-audio")
    /// MIDI audio. `public.midi-audio`
    public static let midi = UTType(declaredIdentifier: "public.midi-audio")
    /// Playlists. `public.playlist`
    public static let playlist = UTType(declaredIdentifier: "public.playlist")
    /// An M3U or M3U8 playlist. `public.m3u-playlist`
    public static let m3uPlaylist = UTType(declaredIdentifier: "public.m3u-playlist")

    // MARK: Directories

    /// A user-browsable directory (not a package). `public.folder`
    public static let folder = UTType(declaredIdentifier: "public.folder")
    /// The root folder of a volume. `public.volume`
    public static let volume = UTType(declaredIdentifier: "public.volume")
    /// A directory presented to people as one file. `com.apple.package`
    public static let package = UTType(declaredIdentifier: "com.apple.package")
    /// A directory with a bundle layout. `com.apple.bundle`
    public static let bundle = UTType(declaredIdentifier: "com.apple.bundle")
    /// Bundle-based plug-ins. `com.apple.plugin`
    public static let pluginBundle = UTType(declaredIdentifier: "com.apple.plugin")
    /// A framework bundle. `com.apple.framework`
    public static let framework = UTType(declaredIdentifier: "com.apple.framework")

    // MARK: Applications and executables

    /// Applications. `com.apple.application`
    public static let application = UTType(declaredIdentifier: "com.apple.application")
    /// A bundled application. `com.apple.application-bundle`
    public static let applicationBundle = UTType(declaredIdentifier: "com.apple.application-bundle")
    /// A Unix executable (flat file). `public.unix-executable`
    public static let unixExecutable = UTType(declaredIdentifier: "public.unix-executable")
    /// A Windows executable (`.exe`). `com.microsoft.windows-executable`
    public static let exe = UTType(declaredIdentifier: "com.microsoft.windows-executable")

    // MARK: Archives

    /// An archive of files and directories. `public.archive`
    public static let archive = UTType(declaredIdentifier: "public.archive")
    /// A GNU zip archive. `org.gnu.gnu-zip-archive`
    public static let gzip = UTType(declaredIdentifier: "org.gnu.gnu-zip-archive")
    /// A bzip2 archive. `public.bzip2-archive`
    public static let bz2 = UTType(declaredIdentifier: "public.bzip2-archive")
    /// A zip archive. `public.zip-archive`
    public static let zip = UTType(declaredIdentifier: "public.zip-archive")
    /// A tar archive. `public.tar-archive`
    public static let tarArchive = UTType(declaredIdentifier: "public.tar-archive")
    /// An Apple Archive. `com.apple.archive`
    public static let appleArchive = UTType(declaredIdentifier: "com.apple.archive")

    // MARK: Documents, messages, contacts and calendars

    /// Spreadsheet documents. `public.spreadsheet`
    public static let spreadsheet = UTType(declaredIdentifier: "public.spreadsheet")
    /// Presentation documents. `public.presentation`
    public static let presentation = UTType(declaredIdentifier: "public.presentation")
    /// A database store. `public.database`
    public static let database = UTType(declaredIdentifier: "public.database")
    /// Messages (email, instant messages…). `public.message`
    public static let message = UTType(declaredIdentifier: "public.message")
    /// Contact information. `public.contact`
    public static let contact = UTType(declaredIdentifier: "public.contact")
    /// A vCard file. `public.vcard`
    public static let vCard = UTType(declaredIdentifier: "public.vcard")
    /// A to-do item. `public.to-do-item`
    public static let toDoItem = UTType(declaredIdentifier: "public.to-do-item")
    /// A calendar event. `public.calendar-event`
    public static let calendarEvent = UTType(declaredIdentifier: "public.calendar-event")
    /// An email message. `public.email-message`
    public static let emailMessage = UTType(declaredIdentifier: "public.email-message")
    /// Internet location files. `com.apple.internet-location`
    public static let internetLocation = UTType(declaredIdentifier: "com.apple.internet-location")

    // MARK: Miscellaneous

    /// Fonts. `public.font`
    public static let font = UTType(declaredIdentifier: "public.font")
    /// A bookmark. `public.bookmark`
    public static let bookmark = UTType(declaredIdentifier: "public.bookmark")
    /// PKCS #12 data. `com.rsa.pkcs-12`
    public static let pkcs12 = UTType(declaredIdentifier: "com.rsa.pkcs-12")
    /// An X.509 certificate. `public.x509-certificate`
    public static let x509Certificate = UTType(declaredIdentifier: "public.x509-certificate")
}

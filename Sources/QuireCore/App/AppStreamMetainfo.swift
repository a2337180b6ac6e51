import Foundation

/// An app's AppStream metainfo (`/usr/share/metainfo/<id>.metainfo.xml`): what GNOME Software and
/// Flathub show — name, summary, description (the Info.plist's, then the README's introduction),
/// releases, the document types it opens — from its `AppMetadata`. Written for AppStream 0.16
/// (Debian 12), whose `appstreamcli validate` accepts it without a warning or note; newer
/// validators read it too.
package enum AppStreamMetainfo {
    /// What a metainfo file needs that the Info.plist does not say.
    package struct Missing: Error, CustomStringConvertible {
        package let keys: [String]
        package var description: String {
            "the Info.plist needs \(keys.joined(separator: " and ")) for the AppStream metainfo"
        }
    }

    /// The metainfo XML; the metadata itself is under CC0 (what Flathub asks for).
    /// - Throws: `Missing` when there is no summary, no description or no release.
    package static func xml(for metadata: AppMetadata) throws -> String {
        var missing: [String] = []
        if metadata.summary == nil { missing.append(AppMetadata.Key.summary) }
        if metadata.description.isEmpty { missing.append("\(AppMetadata.Key.description) (or a README)") }
        if metadata.releases.isEmpty { missing.append("\(AppMetadata.Key.version) or \(AppMetadata.Key.releases)") }
        guard missing.isEmpty, let summary = metadata.summary else { throw Missing(keys: missing) }
        func escaped(_ text: String) -> String { XMLText.escaped(text) }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <component type="desktop-application">
              <id>\(escaped(metadata.id))</id>
              <metadata_license>CC0-1.0</metadata_license>

            """
        if let license = metadata.license { xml += "  <project_license>\(escaped(license))</project_license>\n" }
        xml += "  <name>\(escaped(metadata.name))</name>\n"
        xml += "  <summary>\(escaped(summary))</summary>\n"
        xml += "  <description>\n\(metadata.description.appStreamMarkup(indent: "    "))  </description>\n"
        xml += "  <launchable type=\"desktop-id\">\(escaped(metadata.id)).desktop</launchable>\n"
        if let developer = metadata.developerName { xml += "  <developer_name>\(escaped(developer))</developer_name>\n" }
        if let homepage = metadata.homepage { xml += "  <url type=\"homepage\">\(escaped(homepage))</url>\n" }
        // A document app shows nothing a content rating asks about.
        xml += "  <content_rating type=\"oars-1.1\"/>\n"
        if !metadata.documentMIMETypes.isEmpty {
            xml += "  <provides>\n"
            for type in metadata.documentMIMETypes { xml += "    <mediatype>\(escaped(type))</mediatype>\n" }
            xml += "  </provides>\n"
        }
        xml += "  <releases>\n"
        for release in metadata.releases {
            let opening = "    <release version=\"\(escaped(release.version))\" date=\"\(escaped(release.date))\""
            if release.notes.isEmpty {
                xml += opening + "/>\n"
            } else {
                xml += opening + ">\n      <description>\n\(release.notes.appStreamMarkup(indent: "        "))      </description>\n    </release>\n"
            }
        }
        xml += "  </releases>\n</component>\n"
        return xml
    }
}

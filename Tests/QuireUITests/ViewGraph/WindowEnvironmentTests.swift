import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// What the window tells its views (`colorScheme`, `scenePhase`, size classes) reaches the views that
/// read it alone, views can override it, `preferredColorScheme` reaches the host, and `openURL`
/// goes through the innermost handler to the desktop.
@MainActor
@Suite struct WindowEnvironmentTests {
    final class Counter {
        var bodies = 0
    }

    struct SchemeLabel: View {
        let counter: Counter
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.horizontalSizeClass) private var sizeClass

        var body: some View {
            let _ = counter.bodies += 1
            Text("\(colorScheme == .dark ? "dark" : "light"), \(sizeClass == .compact ? "compact" : "regular")")
        }
    }

    struct Bystander: View {
        let counter: Counter

        var body: some View {
            let _ = counter.bodies += 1
            Text("unaffected")
        }
    }

    private static let desktop = WindowTraits(colorScheme: .light, scenePhase: .active, width: 1024, height: 768)

    @Test func theWindowsTraitsReachTheViewsThatReadThemAlone() throws {
        let state = WindowState(traits: Self.desktop)
        var environment = EnvironmentValues()
        environment.windowState = state
        let readers = Counter(), bystanders = Counter()
        let host = HeadlessHost(environment: environment) {
            VStack {
                SchemeLabel(counter: readers)
                Bystander(counter: bystanders)
            }
        }
        #expect(host.texts == ["light, regular", "unaffected"])

        state.update(WindowTraits(colorScheme: .dark, scenePhase: .active, width: 1024, height: 768))
        host.flush()
        #expect(host.texts == ["dark, regular", "unaffected"])
        state.update(WindowTraits(colorScheme: .dark, scenePhase: .active, width: 360, height: 720))
        host.flush()
        #expect(host.texts == ["dark, compact", "unaffected"])
        #expect(readers.bodies == 3)
        #expect(bystanders.bodies == 1, "a view that reads no window trait is not rendered again")

        state.update(WindowTraits(colorScheme: .dark, scenePhase: .active, width: 400, height: 700))
        host.flush()
        #expect(readers.bodies == 3, "a resize within a size class changes nothing views see")
    }

    @Test func defaultsAndOverrides() throws {
        let state = WindowState(traits: WindowTraits(colorScheme: .dark, scenePhase: .inactive, width: 0, height: 0))
        var environment = EnvironmentValues()
        environment.windowState = state
        let counter = Counter()
        let host = HeadlessHost(environment: environment) {
            VStack {
                SchemeLabel(counter: counter)
                SchemeLabel(counter: counter).environment(\.colorScheme, .light)
            }
        }
        #expect(host.texts == ["dark, regular", "light, regular"], "an unknown size is regular; a view's override wins")
        let plain = EnvironmentValues()
        #expect(plain.colorScheme == .light && plain.scenePhase == .active && plain.horizontalSizeClass == .regular)
        #expect(plain.locale == FormattingLocale.current && plain.timeZone == .autoupdatingCurrent)
        #expect(environment.scenePhase == .inactive)
    }

    @Observable final class Appearance {
        var dark = true
    }

    @Test func preferredColorSchemeReachesTheHostWhileShown() throws {
        let appearance = Appearance()
        var reported: [ColorScheme?] = []
        let host = HeadlessHost {
            if appearance.dark {
                Text("Night").preferredColorScheme(.dark)
            } else {
                Text("Day")
            }
        }
        host.graph.onPreferredColorSchemeChange = { reported.append($0) }
        #expect(host.graph.preferredColorScheme == .dark)
        appearance.dark = false
        host.flush()
        #expect(host.graph.preferredColorScheme == nil)
        #expect(reported == [nil])
    }

    @Observable final class Browser {
        var handled: [URL] = []
    }

    @Test func openURLGoesThroughTheInnermostHandlerToTheDesktop() throws {
        let browser = Browser()
        var desktopOpened: [URL] = []
        var environment = EnvironmentValues()
        environment.desktopURLOpener = DesktopURLOpener { url in
            MainActor.assumeIsolated { desktopOpened.append(url) }
            return true
        }
        let help = URL(string: "https://example.org/help")!
        let mail = URL(string: "mailto:help@example.org")!
        let host = HeadlessHost(environment: environment) {
            VStack {
                Link("Help", destination: help)
                Link("Write", destination: mail)
                    .environment(\.openURL, OpenURLAction { url in
                        browser.handled.append(url)
                        return .handled
                    })
            }
            .environment(\.openURL, OpenURLAction { url in
                url.scheme == "https" ? .systemAction(URL(string: "https://example.org/mirror")!) : .discarded
            })
        }
        let links = host.widgets(.link)
        links[0].click()
        #expect(desktopOpened == [URL(string: "https://example.org/mirror")!], "the outer handler rewrote it")
        links[1].click()
        #expect(browser.handled == [mail], "the innermost handler took it")
        #expect(desktopOpened.count == 1)

        var accepted: [Bool] = []
        environment.openURL(URL(string: "ftp://example.org")!) { accepted.append($0) }
        OpenURLAction { _ in .discarded }(help) { accepted.append($0) }
        #expect(accepted == [true, false])
    }
}

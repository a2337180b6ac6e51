import Testing
import Quire

// Seed listings are compiled here with only their imports changed; see the files beside this one.
@Suite struct SeedListingTests {
    @Test func umbrellaReexportsFoundation() {
        #expect(URL(fileURLWithPath: "/").path == "/")
    }
}

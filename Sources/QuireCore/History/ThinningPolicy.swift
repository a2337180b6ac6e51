import Foundation

/// How `VersionStore.thin` decides which old versions to drop, by age: keep everything younger than
/// `keepAll`, then the newest version per `hourly` bucket until `hourlyUntil`, the newest per `daily`
/// bucket until `dailyUntil`, and the newest per `weekly` bucket after that. The newest version of a
/// document is always kept. Buckets are fixed intervals since 1970 (UTC), so results are deterministic.
struct ThinningPolicy: Sendable, Equatable {
    var keepAll: TimeInterval = 3600
    var hourly: TimeInterval = 3600
    var hourlyUntil: TimeInterval = 86_400
    var daily: TimeInterval = 86_400
    var dailyUntil: TimeInterval = 30 * 86_400
    var weekly: TimeInterval = 7 * 86_400
    /// Versions older than this are dropped altogether (nil: kept weekly forever).
    var maximumAge: TimeInterval? = nil

    /// Everything of the last hour, hourly for a day, daily for a month, weekly after.
    static let `default` = ThinningPolicy()

    private enum Tier: Hashable { case hourly, daily, weekly }
    private struct Bucket: Hashable {
        var tier: Tier
        var index: Int64
    }

    /// Which of `dates` (newest first) to keep at `now`. Returns their positions.
    func kept(_ dates: [Date], now: Date) -> Set<Int> {
        var seen = Set<Bucket>()
        var keep = Set<Int>()
        for (position, date) in dates.enumerated() {
            let age = now.timeIntervalSince(date)
            if position == 0 || age < keepAll {
                keep.insert(position)
                continue
            }
            if let maximumAge, age > maximumAge { continue }
            let (tier, width): (Tier, TimeInterval) =
                age < hourlyUntil ? (.hourly, hourly) : age < dailyUntil ? (.daily, daily) : (.weekly, weekly)
            let seconds = date.timeIntervalSince1970 / max(width, 1)
            let bucket = Bucket(tier: tier, index: Int64(max(min(seconds.rounded(.down), 9e18), -9e18)))
            if seen.insert(bucket).inserted { keep.insert(position) }
        }
        return keep
    }
}

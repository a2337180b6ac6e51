import QuireCore

/// Whether every item of a checklist has its own id, answered fast for the usual case.
///
/// `repairDuplicateIDs` runs on the main actor at every open. A `Set` of 100,000 ids spent most of its
/// time seeding and finalizing `Hasher` (SipHash) per insert and in cache misses on its 4 MiB of
/// buckets: 10 ms of a 30 ms open. Here each id is mixed with a per-process random key, and its
/// index stored with a 32-bit tag of the mix in one 8-byte slot of an open-addressing table (2 MiB for
/// 100,000 items); ids are compared only when tags match. "True" is always right. "False" means a
/// duplicate — or a probe run longer than `maxProbe` (ids crafted against the mix, which would need the
/// key): the caller then decides with the seeded set, so the worst case stays the set's.
enum UniqueIDCheck {
    private static let maxProbe = 64
    /// Per process, so nobody can choose ids that collide in the mix without knowing it.
    private static let key = (UInt64.random(in: .min ... .max) | 1, UInt64.random(in: .min ... .max) | 1)

    static func allDiffer(_ items: [ChecklistItem]) -> Bool {
        guard items.count > 1 else { return true }
        guard items.count < Int(UInt32.max) else { return false }
        var capacity = 16
        while capacity < items.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        return items.withUnsafeBufferPointer { items in
            slots.withUnsafeMutableBufferPointer { slots in
                for index in items.indices {
                    let id = IDKey(items[index].id)
                    let hash = mix(id)
                    let tag = hash >> 32
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    var probes = 0
                    while true {
                        let entry = slots[slot]
                        if entry == 0 {
                            slots[slot] = tag << 32 | UInt64(index + 1)
                            break
                        }
                        if entry >> 32 == tag, IDKey(items[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1].id) == id {
                            return false
                        }
                        probes += 1
                        if probes > maxProbe { return false }
                        slot = (slot + 1) & mask
                    }
                }
                return true
            }
        }
    }

    /// Keyed multiply-xorshift of both halves (each multiply by an odd key is a bijection).
    private static func mix(_ id: IDKey) -> UInt64 {
        var x = (id.high ^ (id.low &* key.1)) &* key.0
        x ^= x >> 29
        x &*= 0xBF58_476D_1CE4_E5B9
        x ^= x >> 32
        return x
    }
}

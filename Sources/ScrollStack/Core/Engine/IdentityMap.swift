// MARK: - IdentityMap

/// Unretained objects by object identity: the engine's rows by the identities of their content
/// (``ScrollStackEngine/rowsByContent``). Open addressing with linear probing and the
/// multiplicative hash of ``IdentitySet``, at most half full. A
/// `[ObjectIdentifier: Unmanaged<AnyObject>]` hashes each identity with SipHash (about 190
/// instructions a row added); an identity is an object's address, which no input chooses, so a
/// fixed hash spreads it as well.
///
/// The map holds its objects unretained: its owner keeps an entry only while the object lives.
struct IdentityMap {
  // MARK: Lifecycle

  /// An empty map (no memory until the first entry).
  init() {
    entries = []
  }

  // MARK: Internal

  /// The number of entries.
  private(set) var count = 0

  /// Whether the map has no entry.
  var isEmpty: Bool { count == 0 }

  /// The object stored for `identity`, if any; setting `nil` removes the entry.
  subscript(identity: ObjectIdentifier) -> Unmanaged<AnyObject>? {
    get {
      guard let index = slot(of: UInt(bitPattern: identity)) else { return nil }
      return entries[index].value
    }
    set {
      let key = UInt(bitPattern: identity)
      guard let newValue else {
        if let index = slot(of: key) {
          entries[index] = Entry(key: Self.removed, value: nil)
          count -= 1
        }
        return
      }
      store(newValue, for: key)
    }
  }

  /// Makes room for `capacity` entries in all before the map grows again.
  mutating func reserveCapacity(_ capacity: Int) {
    guard capacity * 2 > entries.count else { return }
    rehash(capacity: Self.slotCount(for: capacity))
  }

  /// Removes every entry, keeping no memory.
  mutating func removeAll() {
    entries = []
    count = 0
    usedSlots = 0
  }

  /// Calls `body` with every entry's object, in no particular order.
  func forEachValue(_ body: (Unmanaged<AnyObject>) -> Void) {
    for entry in entries where entry.key != Self.empty && entry.key != Self.removed {
      if let value = entry.value { body(value) }
    }
  }

  // MARK: Private

  /// A slot: an identity (``empty`` and ``removed`` aside) and its object.
  private struct Entry {
    var key: UInt
    var value: Unmanaged<AnyObject>?
  }

  /// A slot no identity took yet. No object lives at address 0 or 1.
  private static let empty: UInt = 0
  /// A slot whose entry was removed (the identities placed past it stay found).
  private static let removed: UInt = 1

  /// The slots, a power of two of them (or none).
  private var entries: [Entry]
  /// The slots not ``empty`` (entries and removed ones).
  private var usedSlots = 0

  private var mask: Int { entries.count - 1 }

  /// The number of slots that holds `count` entries at most half full: a power of two, at least 8.
  private static func slotCount(for count: Int) -> Int {
    var slots = 8
    while slots < count * 2 { slots <<= 1 }
    return slots
  }

  /// The first slot probed for `key`: the high bits of its product with 2⁶⁴ / φ (Fibonacci
  /// hashing), which depend on all of its bits.
  private func start(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The slot holding `key`, if any.
  private func slot(of key: UInt) -> Int? {
    guard !entries.isEmpty else { return nil }
    var index = start(of: key)
    while true {
      let slotKey = entries[index].key
      if slotKey == key { return index }
      if slotKey == Self.empty { return nil }
      index = (index + 1) & mask
    }
  }

  /// Stores `value` for `key`, replacing its entry or adding one (in the first removed slot on
  /// its way, if any).
  private mutating func store(_ value: Unmanaged<AnyObject>, for key: UInt) {
    // Room for a new entry first: after a rehash the map is at most a third full, so rehashes
    // are at least a sixth of the slots apart, however entries come and go.
    if (usedSlots + 1) * 2 > entries.count { rehash(capacity: Self.slotCount(for: (count + 1) * 3 / 2 + 1)) }
    var index = start(of: key)
    var reusable: Int?
    while true {
      let slotKey = entries[index].key
      if slotKey == key {
        entries[index].value = value
        return
      }
      if slotKey == Self.empty { break }
      if slotKey == Self.removed, reusable == nil { reusable = index }
      index = (index + 1) & mask
    }
    if let reusable {
      index = reusable
    } else {
      usedSlots += 1
    }
    entries[index] = Entry(key: key, value: value)
    count += 1
  }

  /// Places every entry again in `slots` slots (enough for them), dropping the removed slots.
  private mutating func rehash(capacity slots: Int) {
    let old = entries
    entries = [Entry](repeating: Entry(key: Self.empty, value: nil), count: slots)
    usedSlots = count
    for entry in old where entry.key != Self.empty && entry.key != Self.removed {
      var index = start(of: entry.key)
      while entries[index].key != Self.empty { index = (index + 1) & mask }
      entries[index] = entry
    }
  }
}

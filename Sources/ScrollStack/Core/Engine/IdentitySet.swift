// MARK: - IdentitySet

/// A set of object identities, for the identities a batch of new rows has taken so far
/// (``ScrollStackEngine/insert(_:at:animated:completion:_:)``): open addressing with linear
/// probing and a multiplicative hash, at most half full. `Set<ObjectIdentifier>` hashes each
/// identity with SipHash (about 190 instructions an insertion); an identity is an object's
/// address, which no input chooses, so a fixed hash spreads it as well.
struct IdentitySet {
  // MARK: Lifecycle

  /// An empty set with room for `minimumCapacity` identities before it grows (none: no memory
  /// until the first insertion).
  init(minimumCapacity: Int) {
    guard minimumCapacity > 0 else {
      slots = []
      return
    }
    var capacity = 8
    while capacity < minimumCapacity * 2 { capacity <<= 1 }
    slots = [UInt](repeating: Self.empty, count: capacity)
  }

  // MARK: Internal

  /// The number of identities in the set.
  private(set) var count = 0

  /// Whether `identity` is in the set.
  func contains(_ identity: ObjectIdentifier) -> Bool {
    guard !slots.isEmpty else { return false }
    let key = UInt(bitPattern: identity)
    var index = start(of: key)
    while true {
      let slot = slots[index]
      if slot == key { return true }
      if slot == Self.empty { return false }
      index = (index + 1) & mask
    }
  }

  /// Inserts `identity`; returns `false`, leaving the set as it was, when it is in it already.
  mutating func insert(_ identity: ObjectIdentifier) -> Bool {
    if (usedSlots + 1) * 2 > slots.count { grow() }
    return insert(key: UInt(bitPattern: identity))
  }

  /// Removes `identity`, if it is in the set (its slot is marked removed: the identities placed
  /// past it stay found).
  mutating func remove(_ identity: ObjectIdentifier) {
    guard !slots.isEmpty else { return }
    let key = UInt(bitPattern: identity)
    var index = start(of: key)
    while true {
      let slot = slots[index]
      if slot == Self.empty { return }
      if slot == key {
        slots[index] = Self.removed
        count -= 1
        return
      }
      index = (index + 1) & mask
    }
  }

  /// Inserts every identity of `keys`; returns `false`, leaving the set as it was, when one of
  /// them is in it already.
  mutating func insertAll(_ keys: RowContentKeys) -> Bool {
    guard let first = keys.first else { return true }
    guard insert(first) else { return false }
    if let second = keys.second, !insert(second) {
      remove(first)
      return false
    }
    return true
  }

  // MARK: Private

  /// A slot no identity took yet. No object lives at address 0 or 1.
  private static let empty: UInt = 0
  /// A slot whose identity was removed.
  private static let removed: UInt = 1

  /// The slots, a power of two of them: an identity, ``empty`` or ``removed``.
  private var slots: [UInt]
  /// The slots not ``empty``.
  private var usedSlots = 0

  private var mask: Int { slots.count - 1 }

  /// The first slot probed for `key`: the high bits of its product with 2⁶⁴ / φ (Fibonacci
  /// hashing), which depend on all of its bits.
  private func start(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// ``insert(_:)`` of the identity whose address is `key`, in slots with room for it.
  private mutating func insert(key: UInt) -> Bool {
    var index = start(of: key)
    var reusable: Int?
    while true {
      let slot = slots[index]
      if slot == key { return false }
      if slot == Self.empty { break }
      if slot == Self.removed, reusable == nil { reusable = index }
      index = (index + 1) & mask
    }
    if let reusable {
      slots[reusable] = key
    } else {
      slots[index] = key
      usedSlots += 1
    }
    count += 1
    return true
  }

  /// Doubles the slots and places the identities again, dropping the removed slots.
  private mutating func grow() {
    let old = slots
    slots = [UInt](repeating: Self.empty, count: Swift.max(8, old.count * 2))
    usedSlots = 0
    count = 0
    for key in old where key != Self.empty && key != Self.removed {
      _ = insert(key: key)
    }
  }
}

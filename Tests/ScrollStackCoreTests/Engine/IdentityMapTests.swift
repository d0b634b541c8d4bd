import Foundation
import Testing

@_spi(Engine) @testable import ScrollStackCore

/// The map of rows by content identity: an entry is found until it is removed or replaced,
/// removal leaves the entries placed past it found, and growth keeps every entry.
@Suite @MainActor struct IdentityMapTests {
  @Test func anEntryIsFoundUntilRemovedAndReplacedInPlace() {
    let objects = (0..<3).map { _ in NSObject() }
    let identities = objects.map(ObjectIdentifier.init)
    var map = IdentityMap()
    #expect(map.isEmpty)
    #expect(map[identities[0]] == nil)
    map[identities[0]] = Unmanaged.passUnretained(objects[0])
    map[identities[1]] = Unmanaged.passUnretained(objects[1])
    map[identities[1]] = Unmanaged.passUnretained(objects[2])
    #expect(map.count == 2)
    #expect(map[identities[0]]?.toOpaque() == Unmanaged.passUnretained(objects[0]).toOpaque())
    #expect(map[identities[1]]?.toOpaque() == Unmanaged.passUnretained(objects[2]).toOpaque())
    map[identities[0]] = nil
    map[identities[2]] = nil
    #expect(map.count == 1)
    #expect(map[identities[0]] == nil)
    #expect(map[identities[1]] != nil)
    map.removeAll()
    #expect(map.isEmpty && map[identities[1]] == nil)
  }

  @Test func growingAndRemovingKeepsEveryOtherEntry() {
    let objects = (0..<1000).map { _ in NSObject() }
    let identities = objects.map(ObjectIdentifier.init)
    var map = IdentityMap()
    map.reserveCapacity(4)
    for (identity, object) in zip(identities, objects) { map[identity] = Unmanaged.passUnretained(object) }
    #expect(map.count == 1000)
    for identity in identities.prefix(500) { map[identity] = nil }
    // Entries come and go past the removed slots: the map rehashes without losing any.
    for _ in 0..<3 {
      for (identity, object) in zip(identities.prefix(400), objects) {
        map[identity] = Unmanaged.passUnretained(object)
      }
      for identity in identities.prefix(400) { map[identity] = nil }
    }
    #expect(map.count == 500)
    #expect(identities.prefix(500).allSatisfy { map[$0] == nil })
    let kept = zip(identities, objects).suffix(500)
    #expect(kept.allSatisfy { map[$0.0]?.toOpaque() == Unmanaged.passUnretained($0.1).toOpaque() })
    var visited = 0
    map.forEachValue { _ in visited += 1 }
    #expect(visited == 500)
  }
}

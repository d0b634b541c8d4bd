import Foundation
import Testing

@_spi(Engine) @testable import ScrollStackCore

/// The set of identities a batch of new rows has taken: insertion refuses an identity already
/// in it, removal frees it again, and growth keeps every identity.
@Suite @MainActor struct IdentitySetTests {
  @Test func anIdentityIsInsertedOnceAndFoundUntilRemoved() {
    let objects = (0..<3).map { _ in NSObject() }
    let identities = objects.map(ObjectIdentifier.init)
    var set = IdentitySet(minimumCapacity: 0)
    #expect(!set.contains(identities[0]))
    let first = set.insert(identities[0])
    let again = set.insert(identities[0])
    let second = set.insert(identities[1])
    #expect(first && !again && second)
    #expect(set.count == 2)
    set.remove(identities[0])
    #expect(!set.contains(identities[0]))
    #expect(set.contains(identities[1]))
    let afterRemoval = set.insert(identities[0])
    #expect(afterRemoval)
    set.remove(identities[2])
    #expect(set.count == 2)
  }

  @Test func growingPastItsCapacityKeepsEveryIdentity() {
    let objects = (0..<1000).map { _ in NSObject() }
    let identities = objects.map(ObjectIdentifier.init)
    var set = IdentitySet(minimumCapacity: 4)
    var insertedCount = 0
    for identity in identities where set.insert(identity) { insertedCount += 1 }
    #expect(insertedCount == 1000)
    for identity in identities.prefix(500) { set.remove(identity) }
    var insertedAgain = 0
    for identity in identities.suffix(20) where set.insert(identity) { insertedAgain += 1 }
    #expect(insertedAgain == 0)
    #expect(set.count == 500)
    #expect(identities.prefix(500).allSatisfy { !set.contains($0) })
    #expect(identities.suffix(500).allSatisfy { set.contains($0) })
  }

  @Test func aBatchsIdentitiesJoinTogetherOrNotAtAll() {
    // Alive together: distinct identities.
    let objects = (0..<3).map { _ in NSObject() }
    let (controller, view, other) = (
      ObjectIdentifier(objects[0]), ObjectIdentifier(objects[1]), ObjectIdentifier(objects[2])
    )
    var set = IdentitySet(minimumCapacity: 2)
    let alone = set.insertAll(RowContentKeys(other))
    // The view is taken: the controller does not stay in the set either.
    let refused = set.insertAll(RowContentKeys(controller, other))
    #expect(alone && !refused)
    #expect(!set.contains(controller))
    let pair = set.insertAll(RowContentKeys(controller, view))
    #expect(pair)
    #expect(set.count == 3)
  }
}

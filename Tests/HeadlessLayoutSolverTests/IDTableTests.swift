import Testing

@testable import HeadlessLayoutSolver

@Suite struct IDTableTests {
  @Test func findsWhatWasInsertedThroughEveryGrowthAndNothingElse() {
    var table = IDTable()
    for key in 1...10_000 { table.insert(UInt64(key) * 7, Int32(key)) }
    #expect(table.count == 10_000)
    for key in 1...10_000 { #expect(table[UInt64(key) * 7] == Int32(key)) }
    #expect(table[3] == nil && table[70_007] == nil)
  }
}

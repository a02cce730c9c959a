import Testing

@testable import GalleryCore

/// Digits grouped by integer arithmetic, never by the machine's locale.
struct NumberTextTests {
  @Test func groupsOfThreeWithTheSeparatorGiven() {
    #expect(NumberText.grouped(0) == "0")
    #expect(NumberText.grouped(999) == "999")
    #expect(NumberText.grouped(3_012) == "3,012")
    #expect(NumberText.grouped(1_234_567) == "1,234,567")
    #expect(NumberText.grouped(-1_234) == "-1,234")
    #expect(NumberText.grouped(1_234_567, separator: "\u{202F}") == "1\u{202F}234\u{202F}567")
  }

  /// CLDR's minimum grouping digits 2 (Spanish, Polish): four digits stay whole, five are grouped.
  @Test func aMinimumOfTwoLeavesFourDigitsWhole() {
    #expect(NumberText.grouped(3_012, separator: ".", minimumGroupingDigits: 2) == "3012")
    #expect(NumberText.grouped(12_345, separator: ".", minimumGroupingDigits: 2) == "12.345")
    #expect(NumberText.grouped(1_234_567, separator: ".", minimumGroupingDigits: 2) == "1.234.567")
  }

  @Test func aListNamesItsFirstAndCountsTheRest() {
    #expect(NumberText.named(["a", "b"], of: 2) == "a, b")
    #expect(NumberText.named(["a", "b"], of: 1_204) == "a, b and 1,202 more")
    #expect(NumberText.named([], of: 0).isEmpty)
  }
}

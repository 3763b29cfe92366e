/// The values of every system trait, without tracking: what collections compare and
/// overrides apply to.
struct TraitValues: Sendable, Hashable {
  var userInterfaceStyle = InterfaceStyle.light
  var horizontalSizeClass = SizeClass.unspecified
  var verticalSizeClass = SizeClass.unspecified
  var preferredContentSizeCategory = ContentSizeCategory.unspecified
  var layoutDirection = LayoutDirection.unspecified {
    didSet { if layoutDirection == .rightToLeft { RightToLeftUse.note() } }
  }
  var displayScale: Double = 0
  var userInterfaceIdiom = InterfaceIdiom.unspecified
  var accessibilityContrast = AccessibilityContrast.unspecified
  var legibilityWeight = LegibilityWeight.unspecified
  var userInterfaceLevel = InterfaceLevel.unspecified

  /// The traits whose values differ from `other`'s.
  func changes(from other: TraitValues) -> TraitMask {
    var mask = TraitMask()
    if userInterfaceStyle != other.userInterfaceStyle { mask.insert(Trait.userInterfaceStyle.bit) }
    if horizontalSizeClass != other.horizontalSizeClass {
      mask.insert(Trait.horizontalSizeClass.bit)
    }
    if verticalSizeClass != other.verticalSizeClass { mask.insert(Trait.verticalSizeClass.bit) }
    if preferredContentSizeCategory != other.preferredContentSizeCategory {
      mask.insert(Trait.preferredContentSizeCategory.bit)
    }
    if layoutDirection != other.layoutDirection { mask.insert(Trait.layoutDirection.bit) }
    if displayScale != other.displayScale { mask.insert(Trait.displayScale.bit) }
    if userInterfaceIdiom != other.userInterfaceIdiom { mask.insert(Trait.userInterfaceIdiom.bit) }
    if accessibilityContrast != other.accessibilityContrast {
      mask.insert(Trait.accessibilityContrast.bit)
    }
    if legibilityWeight != other.legibilityWeight { mask.insert(Trait.legibilityWeight.bit) }
    if userInterfaceLevel != other.userInterfaceLevel { mask.insert(Trait.userInterfaceLevel.bit) }
    return mask
  }

  /// Takes one trait's value from `source`.
  mutating func take(_ trait: Trait, from source: TraitValues) {
    switch trait {
    case .userInterfaceStyle: userInterfaceStyle = source.userInterfaceStyle
    case .horizontalSizeClass: horizontalSizeClass = source.horizontalSizeClass
    case .verticalSizeClass: verticalSizeClass = source.verticalSizeClass
    case .preferredContentSizeCategory:
      preferredContentSizeCategory = source.preferredContentSizeCategory
    case .layoutDirection: layoutDirection = source.layoutDirection
    case .displayScale: displayScale = source.displayScale
    case .userInterfaceIdiom: userInterfaceIdiom = source.userInterfaceIdiom
    case .accessibilityContrast: accessibilityContrast = source.accessibilityContrast
    case .legibilityWeight: legibilityWeight = source.legibilityWeight
    case .userInterfaceLevel: userInterfaceLevel = source.userInterfaceLevel
    }
  }

  /// One trait's value as the trace prints it.
  func describe(_ trait: Trait) -> String {
    switch trait {
    case .userInterfaceStyle: userInterfaceStyle.description
    case .horizontalSizeClass: horizontalSizeClass.description
    case .verticalSizeClass: verticalSizeClass.description
    case .preferredContentSizeCategory: preferredContentSizeCategory.description
    case .layoutDirection: layoutDirection.description
    case .displayScale: displayScale.formatted()
    case .userInterfaceIdiom: userInterfaceIdiom.description
    case .accessibilityContrast: accessibilityContrast.description
    case .legibilityWeight: legibilityWeight.description
    case .userInterfaceLevel: userInterfaceLevel.description
    }
  }
}

extension Double {
  fileprivate func formatted() -> String {
    self == rounded() ? String(Int(self)) : String(self)
  }
}

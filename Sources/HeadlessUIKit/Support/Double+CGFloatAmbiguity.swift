#if !canImport(CoreGraphics)

  // On Linux, Foundation's `CGFloat` is a struct of its own that declares the same static
  // members as `Double`, and Foundation gives `CGSize`, `CGPoint` and `CGRect` both a
  // `CGFloat` and a `Double` initializer. An implicit member in such an initializer
  // (`CGSize(width: 100, height: .greatestFiniteMagnitude)`) then matches both types
  // equally and fails as ambiguous, where Apple's platforms compile it. These copies of
  // `Double`'s members shadow the standard library's (a module's declaration shadows an
  // identical one from a module it imports) and are disfavoured, so the `CGFloat` reading
  // wins, as on iOS; `Double.pi` and `let x: Double = .infinity` still mean `Double`'s,
  // with the same values (written as bit patterns, since naming the standard library's
  // member here would name these).
  extension Double {
    /// The largest finite `Double`, the standard library's `greatestFiniteMagnitude`;
    /// declared here so that `CGSize(width: 100, height: .greatestFiniteMagnitude)`
    /// compiles on Linux as on iOS.
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static var greatestFiniteMagnitude: Double {
      Double(bitPattern: 0x7FEF_FFFF_FFFF_FFFF)
    }
    /// π, the standard library's `pi`; declared here so that an implicit `.pi` in a Core
    /// Graphics initializer compiles on Linux as on iOS.
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static var pi: Double { Double(bitPattern: 0x4009_21FB_5444_2D18) }
    /// Positive infinity, the standard library's `infinity`; declared here so that an
    /// implicit `.infinity` in a Core Graphics initializer compiles on Linux as on iOS.
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static var infinity: Double { Double(bitPattern: 0x7FF0_0000_0000_0000) }
    /// The smallest normal `Double`, the standard library's `leastNormalMagnitude`;
    /// declared here for the same reason.
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static var leastNormalMagnitude: Double {
      Double(bitPattern: 0x0010_0000_0000_0000)
    }
    /// The smallest positive `Double`, the standard library's `leastNonzeroMagnitude`;
    /// declared here for the same reason.
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static var leastNonzeroMagnitude: Double { Double(bitPattern: 1) }
    /// A quiet NaN, the standard library's `nan`; declared here for the same reason.
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static var nan: Double { Double(bitPattern: 0x7FF8_0000_0000_0000) }
    /// A signaling NaN, the standard library's `signalingNaN`; declared here for the
    /// same reason.
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static var signalingNaN: Double { Double(bitPattern: 0x7FF4_0000_0000_0000) }
  }
#endif

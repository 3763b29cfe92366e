// The tracker's tokens: observable properties that store nothing, read by the scopes that
// may need retiring without a captured `ObservationTracking`.
extension HookTracker {
  // Tokens: computed properties that store nothing; reading one registers the scope with
  // this tracker's registrar, bumping one fires exactly the scopes that read it.
  var token0: Int { 0 }
  var token1: Int { 0 }
  var token2: Int { 0 }
  var token3: Int { 0 }

  static func tokenKeyPath(_ slot: Int) -> KeyPath<HookTracker, Int> {
    switch slot {
    case 0: return \.token0
    case 1: return \.token1
    case 2: return \.token2
    default: return \.token3
    }
  }

  // Attribution tokens: read by every attribution scope of a slot; bumping one retires
  // them all, so they never outlive the next run.
  var attributionToken0: Int { 0 }
  var attributionToken1: Int { 0 }
  var attributionToken2: Int { 0 }
  var attributionToken3: Int { 0 }

  static func isAttributionToken(_ keyPath: AnyKeyPath) -> Bool {
    keyPath == \HookTracker.attributionToken0 || keyPath == \HookTracker.attributionToken1
      || keyPath == \HookTracker.attributionToken2 || keyPath == \HookTracker.attributionToken3
  }

  static func attributionKeyPath(_ slot: Int) -> KeyPath<HookTracker, Int> {
    switch slot {
    case 0: return \.attributionToken0
    case 1: return \.attributionToken1
    case 2: return \.attributionToken2
    default: return \.attributionToken3
    }
  }
}

import Foundation

/// Where trait changes are noticed and where hooks record trait reads.
///
/// Traits are computed when read, from the object up to its window: nothing is stored
/// per view but overrides, so a change anywhere costs one counter increment
/// (``generation``). The trait phase, at the start of each repetition of a pass, looks
/// only at the objects that have something to tell (``watched``: a hook read a trait
/// there, a handler is registered, or the type overrides `traitCollectionDidChange(_:)`),
/// and only when the counter moved since that application's last trait phase.
@MainActor
enum TraitSystem {
  /// Bumped by every change that can change traits: an override, a window's size, a view
  /// or controller moving in the hierarchy, a window shown.
  ///
  /// The statics here are stored with `@exclusivity(unchecked)`: main-actor state touched
  /// only by this enum's short accessors, never through overlapping accesses; the dynamic
  /// check on a global would be paid at every hook run (the `cycle` row).
  @exclusivity(unchecked) static var generation = 0
  /// The objects the trait phase looks at.
  @exclusivity(unchecked) static var watched: [TraitState] = []
  /// The view whose phase is running, the phase's slot: where `traitCollection` records
  /// reads. Unowned: the pass holds the view while it runs.
  @exclusivity(unchecked) static var currentRun: HookReading?

  /// A phase run of a view: where trait reads are recorded.
  struct HookReading {
    /// The view, unretained: the pass holds it while it runs.
    let view: Unmanaged<View>
    let slot: Int
    let hook: Hook
  }
  private static var nextHandlerID = 0
  /// The controller whose untracked callback (`didLoad()`, an action) is running, and
  /// the callback: trait reads there are watched for the untracked-read warning.
  @exclusivity(unchecked) static var untrackedReader:
    (controller: Unmanaged<Controller>, callback: String)?
  /// What ``TraitCollection/current`` was set to, if anything.
  @exclusivity(unchecked) static var explicitCurrent: TraitCollection?

  /// Something that can change traits happened.
  @inline(__always)
  static func traitsMayHaveChanged() { generation &+= 1 }

  /// Starts recording the traits `view`'s hooks of `hook`'s phase read, in place of what
  /// that phase read in its last run; returns the run to restore when they are done.
  @inline(__always)
  static func startRecordingReads(of view: View, hook: Hook) -> HookReading? {
    let slot = hook.invalidation.slot
    if let state = view.node.traitState, slot < state.reads.count, !state.reads[slot].isEmpty {
      state.reads[slot].removeAll()
    }
    let outer = currentRun
    currentRun = HookReading(view: Unmanaged.passUnretained(view), slot: slot, hook: hook)
    return outer
  }

  /// The collection `traitCollection` returns for `source` with `values`: recording
  /// reads when a hook is running.
  static func collection(_ values: TraitValues, readFrom source: AnyObject) -> TraitCollection {
    guard let run = currentRun else {
      guard let reader = untrackedReader else { return TraitCollection(values: values) }
      return untrackedCollection(values, readFrom: source, by: reader)
    }
    let view = run.view.takeUnretainedValue()
    let hook =
      view.owningController?.hookInProgress ?? view.node.hookInProgress ?? run.hook
    let state = view.traitState
    while state.reads.count <= run.slot { state.reads.append([]) }
    if let existing = state.reads[run.slot].first(where: { $0.source === source && $0.hook == hook }
    ) {
      return TraitCollection(values: values, reads: existing)
    }
    let reads = TraitReads(source: source, snapshot: values, hook: hook)
    state.reads[run.slot].append(reads)
    state.watch()
    return TraitCollection(values: values, reads: reads)
  }

  /// A collection read by an untracked callback: its reads are kept (once per callback
  /// and object) so that the trait phase can warn when one changes.
  private static func untrackedCollection(
    _ values: TraitValues, readFrom source: AnyObject,
    by reader: (controller: Unmanaged<Controller>, callback: String)
  ) -> TraitCollection {
    let state = reader.controller.takeUnretainedValue().traitState
    if let existing = state.untrackedReads.first(where: {
      $0.callback == reader.callback && $0.reads.source === source
    }) {
      return TraitCollection(values: values, reads: existing.reads)
    }
    let reads = TraitReads(source: source, snapshot: values, hook: .updateProperties)
    state.untrackedReads.append((reader.callback, reads))
    state.watch()
    return TraitCollection(values: values, reads: reads)
  }

  /// Registers a handler on `state`.
  static func register(
    _ traits: [Trait], on state: TraitState, current: TraitValues,
    _ call: @escaping @MainActor (AnyObject, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    nextHandlerID += 1
    state.handlers.append(TraitHandler(id: nextHandlerID, traits: TraitMask(traits), call: call))
    if state.delivered == nil { state.delivered = current }
    state.watch()
    return TraitHandlerToken(id: nextHandlerID)
  }

  /// The traits of a window of `size` with no overrides, as iOS gives an iPhone- or
  /// iPad-sized window: a window whose shorter side is 700 points or more is a pad
  /// (regular width and height, scale 2); otherwise a phone (scale 3), in portrait
  /// compact width and regular height, in landscape compact height and compact width,
  /// regular width from 896 points (the Plus and Max models). Light, the default Dynamic
  /// Type size (`large`), left to right, normal contrast and weight, base level.
  static func screenTraits(width: Double, height: Double) -> TraitValues {
    var values = TraitValues()
    values.userInterfaceStyle = .light
    values.preferredContentSizeCategory = .large
    values.layoutDirection = .leftToRight
    values.accessibilityContrast = .normal
    values.legibilityWeight = .regular
    values.userInterfaceLevel = .base
    if min(width, height) >= 700 {
      values.userInterfaceIdiom = .pad
      values.displayScale = 2
      values.horizontalSizeClass = .regular
      values.verticalSizeClass = .regular
    } else {
      values.userInterfaceIdiom = .phone
      values.displayScale = 3
      if width <= height {
        values.horizontalSizeClass = .compact
        values.verticalSizeClass = .regular
      } else {
        values.horizontalSizeClass = width >= 896 ? .regular : .compact
        values.verticalSizeClass = .compact
      }
    }
    return values
  }

  /// The traits of an object in no window: those of a default window (390 x 844).
  static let detachedTraits = screenTraits(
    width: Window.defaultFrame.width, height: Window.defaultFrame.height)
}

extension View {
  /// The view's trait state, made on first use.
  var traitState: TraitState {
    if let state = node.traitState { return state }
    let state = TraitState(view: self)
    node.traitState = state
    return state
  }

  /// The traits of this view: its window's, through its controllers and superviews, with
  /// every level's overrides applied.
  var traitValues: TraitValues {
    let overrides = node.traitState?.overrides
    let inherited: TraitValues
    if let controller = owningController {
      inherited = controller.traitValues
    } else if let superview {
      inherited = superview.traitValues
    } else if node.window === self {
      inherited = TraitSystem.screenTraits(width: frame.width, height: frame.height)
    } else {
      inherited = TraitSystem.detachedTraits
    }
    return overrides?.applied(to: inherited) ?? inherited
  }
}

extension Controller {
  /// The controller's trait state, made on first use.
  var traitState: TraitState {
    if let state = traitStateIfAny { return state }
    let state = TraitState(controller: self)
    traitStateIfAny = state
    return state
  }

  /// The traits of this controller: its parent's, its presenter's, or those of the view
  /// its view is in, with its overrides applied. A presented sheet's level is elevated.
  var traitValues: TraitValues {
    var inherited: TraitValues
    if let parent {
      inherited = parent.traitValues
    } else if let presenting = ownPresenting {
      inherited = presenting.traitValues
      if case .sheet = presentationStyle { inherited.userInterfaceLevel = .elevated }
    } else if let superview = viewIfLoaded?.superview {
      inherited = superview.traitValues
    } else {
      inherited = TraitSystem.detachedTraits
    }
    return traitStateIfAny?.overrides.applied(to: inherited) ?? inherited
  }
}

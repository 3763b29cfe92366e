import HeadlessKit
// `addObserver(_:selector:name:object:)` takes a selector, and on Linux Foundation's
// `removeObserver(self)` does not remove the block observers that replace it; these
// helpers, which `headless port` writes in their place, register block observers that
// are kept with the observer and removed by the observer.

extension NotificationCenter {
  /// Registers `observer` for notifications named `name` from `object`: `block` runs on
  /// the main actor with the observer and the notification. Not one of Foundation's
  /// APIs: HeadlessUIKit's stand-in for `addObserver(_:selector:name:object:)`.
  ///
  /// ```swift
  /// NotificationCenter.default.addMainActorObserver(
  ///   self, name: UIApplication.didBecomeActiveNotification, object: nil
  /// ) { controller, notification in controller.refresh(notification) }
  /// ```
  ///
  /// The observer is held weakly: once it is gone the block never runs, and the
  /// registration goes with it (at once for a view or controller, which keeps it; for
  /// other objects at the next post of that notification or the next registration or
  /// removal). A notification posted on the main actor runs the block before `post`
  /// returns; one posted elsewhere runs it on the main actor's next turn.
  /// - Parameters:
  ///   - observer: The object that observes; given back to `block`.
  ///   - name: The notification's name; `nil` for every name.
  ///   - object: The sender to listen to; `nil` for every sender.
  ///   - block: What to do, given the observer and the notification.
  @MainActor
  public func addMainActorObserver<Observer: AnyObject>(
    _ observer: Observer, name: Notification.Name?, object: Any?,
    using block: @escaping @MainActor (Observer, Notification) -> Void
  ) {
    MainActorObservers.purge()
    let weakObserver = WeakObserver(observer)
    let token = addObserver(forName: name, object: object, queue: nil) { notification in
      let delivery = UncheckedNotification(notification)
      let run: @MainActor () -> Void = {
        if let observer = weakObserver.value {
          block(observer, delivery.notification)
        } else {
          MainActorObservers.purge()
        }
      }
      // The main queue is the main actor's executor (not always the main thread).
      if LoopContract.isOnMainQueue {
        MainActor.assumeIsolated(run)
      } else {
        Task { @MainActor in run() }
      }
    }
    let senderID = object.map { ObjectIdentifier($0 as AnyObject) }
    MainActorObservers.tokens(for: observer).entries.append(
      .init(center: self, token: token, name: name, sender: senderID))
  }

  /// Removes every observer `observer` registered here with
  /// `addMainActorObserver(_:name:object:using:)`. Not one of Foundation's APIs: on
  /// Linux, `removeObserver(_:)` does not remove block observers; this does.
  ///
  /// Nonisolated, so a `deinit` may call it, as iOS code calls `removeObserver(self)`
  /// there; called off the main actor, the removal happens on the main actor's next turn.
  /// - Parameter observer: The observer.
  public nonisolated func removeMainActorObservers(_ observer: AnyObject) {
    removeMainActorObservers(observer, name: nil, object: nil)
  }

  /// Removes the observers `observer` registered here for `name` and `object` (`nil`
  /// matches every name, or every sender), as `removeObserver(_:name:object:)` does for
  /// selector observers. Nonisolated, as ``removeMainActorObservers(_:)`` is.
  /// - Parameters:
  ///   - observer: The observer.
  ///   - name: The notification's name; `nil` for every name.
  ///   - object: The sender; `nil` for every sender.
  public nonisolated func removeMainActorObservers(
    _ observer: AnyObject, name: Notification.Name?, object: Any?
  ) {
    // A weak reference: from a deinit it reads nil, and the observer's registrations go
    // with it (its attachments, or the table's purge of dead observers).
    let removal = ObserverRemoval(
      center: self, observer: WeakObserver(observer), name: name,
      sender: object.map { ObjectIdentifier($0 as AnyObject) })
    if LoopContract.isOnMainQueue {
      MainActor.assumeIsolated { removal.run() }
    } else {
      Task { @MainActor in removal.run() }
    }
  }
}

/// A removal of an observer's registrations, carried to the main actor: the observer is
/// held weakly and only read there.
private struct ObserverRemoval: @unchecked Sendable {
  let center: NotificationCenter
  let observer: WeakObserver<AnyObject>
  let name: Notification.Name?
  let sender: ObjectIdentifier?

  @MainActor
  func run() {
    MainActorObservers.purge()
    guard let observer = observer.value,
      let tokens = MainActorObservers.existingTokens(for: observer)
    else { return }
    tokens.remove { entry in
      entry.center === center && (name == nil || entry.name == name)
        && (sender == nil || entry.sender == sender)
    }
  }
}

/// Where each observer's registrations are kept: in a view's or controller's
/// attachments (they go when it goes), else in a table of weakly held observers purged
/// of the dead ones on each use.
@MainActor
enum MainActorObservers {
  private struct Other {
    weak var observer: AnyObject?
    let tokens: ObserverTokens
  }

  private static var others: [ObjectIdentifier: Other] = [:]

  /// How many observers other than views and controllers have registrations.
  static var otherObserverCount: Int { others.count }

  static func tokens(for observer: AnyObject) -> ObserverTokens {
    if let tokens = existingTokens(for: observer) { return tokens }
    let tokens = ObserverTokens()
    let key = ObjectIdentifier(ObserverTokens.self)
    if let view = observer as? View {
      view.attachments[key] = tokens
    } else if let controller = observer as? Controller {
      controller.attachments[key] = tokens
    } else {
      others[ObjectIdentifier(observer)] = Other(observer: observer, tokens: tokens)
    }
    return tokens
  }

  static func existingTokens(for observer: AnyObject) -> ObserverTokens? {
    let key = ObjectIdentifier(ObserverTokens.self)
    if let view = observer as? View { return view.attachments[key] as? ObserverTokens }
    if let controller = observer as? Controller {
      return controller.attachments[key] as? ObserverTokens
    }
    guard let other = others[ObjectIdentifier(observer)], other.observer === observer else {
      return nil
    }
    return other.tokens
  }

  /// Drops the registrations of observers that are gone (their tokens leave their
  /// centres as they go).
  static func purge() {
    others = others.filter { $0.value.observer != nil }
  }
}

/// One observer's block registrations; removed from their centres when this goes.
final class ObserverTokens {
  struct Entry {
    let center: NotificationCenter
    let token: any NSObjectProtocol
    let name: Notification.Name?
    let sender: ObjectIdentifier?
  }

  var entries: [Entry] = []

  func remove(where matches: (Entry) -> Bool) {
    let removed = entries.filter(matches)
    entries.removeAll(where: matches)
    for entry in removed { entry.center.removeObserver(entry.token) }
  }

  deinit {
    for entry in entries { entry.center.removeObserver(entry.token) }
  }
}

/// An observer held weakly, read on the main actor only.
private final class WeakObserver<Observer: AnyObject>: @unchecked Sendable {
  weak var value: Observer?
  init(_ value: Observer) { self.value = value }
}

/// A notification carried to the main actor: it is only read there, after the post.
private struct UncheckedNotification: @unchecked Sendable {
  let notification: Notification
  init(_ notification: Notification) { self.notification = notification }
}

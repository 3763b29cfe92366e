// A feed that reloads when its store posts a notification; the refresh bar button item
// asks the store to load.
import UIKit

extension Notification.Name {
  static let feedDidUpdate = Notification.Name("FeedDidUpdate")
}

@MainActor
final class FeedStore {
  static let shared = FeedStore()
  private(set) var items: [String] = []

  func load() {
    items.append("Item \(items.count + 1)")
    NotificationCenter.default.post(name: .feedDidUpdate, object: self)
  }

  func reset() {
    items = []
  }
}

final class FeedViewController: UIViewController {
  let store: FeedStore
  let countLabel = UILabel()

  init(store: FeedStore = .shared) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    countLabel.accessibilityIdentifier = "feedCount"
    countLabel.text = "No items"
    view.addSubview(countLabel)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Refresh", style: .plain, target: self, action: #selector(refreshTapped(_:)))
    NotificationCenter.default.addObserver(
      self, selector: #selector(feedDidUpdate), name: .feedDidUpdate, object: store)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    NotificationCenter.default.removeObserver(self, name: .feedDidUpdate, object: store)
  }

  @objc func refreshTapped(_ sender: UIBarButtonItem) {
    store.load()
  }

  @objc func feedDidUpdate() {
    countLabel.text = "\(store.items.count) items"
  }
}

// A profile screen created in code with init() (no override, as UIKit allows), a toolbar
// of titled bar button items, an os Logger, and a push onto the navigation stack.
import UIKit
import os

final class ProfileViewController: UIViewController {
  private let logger = Logger(subsystem: "com.example.iosapp", category: "profile")
  let nameLabel = UILabel()
  private(set) var isEditingProfile = false
  var name: String

  init() {
    self.name = "Ada"
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    nameLabel.accessibilityIdentifier = "name"
    nameLabel.text = name
    view.addSubview(nameLabel)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: self, action: #selector(editTapped))
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "gearshape"), style: .plain, target: self,
      action: #selector(openSettings))
    logger.info("Profile shown for \(self.name, privacy: .private)")
  }

  @objc private func editTapped() {
    isEditingProfile.toggle()
    navigationItem.rightBarButtonItem?.title = isEditingProfile ? "Save" : "Edit"
    logger.debug("Editing: \(self.isEditingProfile)")
  }

  @objc func openSettings() {
    navigationController?.pushViewController(SettingsViewController(), animated: true)
  }
}

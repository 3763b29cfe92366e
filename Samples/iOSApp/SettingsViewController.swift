// A settings screen whose action lives in an extension in another file, as teams split
// their controllers.
import UIKit

final class SettingsViewController: UIViewController {
  let wifiSwitch = UISwitch()
  let statusLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    wifiSwitch.accessibilityIdentifier = "wifi"
    statusLabel.accessibilityIdentifier = "status"
    statusLabel.text = "Wi-Fi off"
    wifiSwitch.addTarget(self, action: #selector(wifiChanged(_:)), for: .valueChanged)
    view.addSubview(wifiSwitch)
    view.addSubview(statusLabel)
  }
}

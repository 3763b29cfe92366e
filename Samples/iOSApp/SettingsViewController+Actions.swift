import UIKit

extension SettingsViewController {
  @objc func wifiChanged(_ sender: UISwitch) {
    statusLabel.text = sender.isOn ? "Wi-Fi on" : "Wi-Fi off"
  }
}

// A sign-in form in the storyboard-era style: outlets, @IBAction, editingChanged
// target-action, a tap gesture that dismisses the keyboard, and a notification observer.
import UIKit

extension Notification.Name {
  static let sessionDidExpire = Notification.Name("SessionDidExpire")
}

class LoginViewController: UIViewController {

  @IBOutlet weak var emailField: UITextField!
  @IBOutlet weak var passwordField: UITextField!
  @IBOutlet weak var loginButton: UIButton!
  @IBOutlet weak var messageLabel: UILabel!

  private(set) var signedInEmail: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    // No storyboard here: the views are made in code, held by the view, then the
    // (weak) outlets point at them.
    let email = UITextField()
    let password = UITextField()
    let button = UIButton(type: .system)
    let message = UILabel()
    [email, password, button, message].forEach { view.addSubview($0) }
    emailField = email
    passwordField = password
    loginButton = button
    messageLabel = message

    emailField.accessibilityIdentifier = "email"
    passwordField.accessibilityIdentifier = "password"
    passwordField.isSecureTextEntry = true
    loginButton.accessibilityIdentifier = "login"
    loginButton.setTitle("Sign In", for: .normal)
    loginButton.isEnabled = false
    messageLabel.accessibilityIdentifier = "message"

    emailField.addTarget(self, action: #selector(textFieldDidChange(_:)), for: .editingChanged)
    passwordField.addTarget(self, action: #selector(textFieldDidChange(_:)), for: .editingChanged)
    loginButton.addTarget(self, action: #selector(loginTapped(_:)), for: .touchUpInside)

    let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
    view.addGestureRecognizer(tap)

    NotificationCenter.default.addObserver(
      self, selector: #selector(sessionExpired(_:)), name: .sessionDidExpire, object: nil)
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }

  @objc func textFieldDidChange(_ textField: UITextField) {
    let email = emailField.text ?? ""
    let password = passwordField.text ?? ""
    loginButton.isEnabled = email.contains("@") && password.count >= 6
  }

  @IBAction func loginTapped(_ sender: UIButton) {
    signedInEmail = emailField.text
    messageLabel.text = "Welcome, \(emailField.text ?? "")"
  }

  @objc func dismissKeyboard() {
    view.endEditing(true)
    messageLabel.text = "Keyboard dismissed"
  }

  @objc private func sessionExpired(_ notification: Notification) {
    signedInEmail = nil
    messageLabel.text = "Session expired"
  }
}

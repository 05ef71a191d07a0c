import OpenUIKit

/// A login screen as Swift 5 apps write it: labels, text fields and a button in a vertical stack
/// view pinned to the safe area, with extra room before the button.
class Swift5LoginViewController: UIViewController {
    let emailLabel = UILabel()
    let emailField = UITextField()
    let passwordLabel = UILabel()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    lazy var stackView = UIStackView(arrangedSubviews: [emailLabel, emailField, passwordLabel, passwordField, loginButton])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        emailLabel.text = "Email"
        emailField.placeholder = "name@example.com"
        emailField.borderStyle = .roundedRect
        passwordLabel.text = "Password"
        passwordField.placeholder = "Required"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect
        loginButton.setTitle("Log In", for: .normal)

        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.setCustomSpacing(24, after: passwordField)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init() {
        super.init(nibName: nil, bundle: nil)
    }
}

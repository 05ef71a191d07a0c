import ButtonKit
import Foundation
import OpenUIKit

/// ButtonKit's ``ButtonKit/FollowButton`` driven the way the article means it: a tap sends a request
/// to a (simulated) server and shows the loading state until the answer comes; the answer sets the
/// follow flags and the button shows Follow, Following or Mutual by itself. "Follows you" decides
/// whether a follow becomes mutual. Beside it, ButtonKit's ``ButtonKit/ConfigurationFollowButton``
/// does the same with a button configuration and custom state keys (iOS 15+); each sends its own
/// requests to the same server.
@MainActor
final class FollowViewController: UIViewController {
    let followButton = FollowButton(frame: .zero)
    let configurationFollowButton = ConfigurationFollowButton(frame: .zero)
    let captionLabel = UILabel()
    let server = FollowServer()
    private(set) var followsYouRow: OptionRow!
    let statusLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Follow Button"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 16, top: 24)
        followButton.backgroundColor = .systemGray6
        followButton.layer.cornerRadius = 8
        followButton.addTarget(self, action: FollowViewController.followTapped, for: .touchUpInside)
        configurationFollowButton.addTarget(self, action: FollowViewController.configurationFollowTapped,
                                            for: .touchUpInside)
        // The two buttons side by side, 140 × 40 each, centred in the column.
        let pair = UIStackView(arrangedSubviews: [followButton, configurationFollowButton])
        pair.spacing = 10
        pair.distribution = .fillEqually
        let holder = UIView()
        pair.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(pair)
        NSLayoutConstraint.activate([
            pair.centerXAnchor.constraint(equalTo: holder.centerXAnchor),
            pair.topAnchor.constraint(equalTo: holder.topAnchor),
            pair.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
            followButton.widthAnchor.constraint(equalToConstant: 140),
            followButton.heightAnchor.constraint(equalToConstant: 40),
        ])
        column.addRow(holder)
        captionLabel.font = .systemFont(ofSize: 12)
        captionLabel.textColor = .secondaryLabel
        captionLabel.textAlignment = .center
        captionLabel.text = "State bits (article)  ·  UIButton.Configuration"
        captionLabel.heightAnchor.constraint(equalToConstant: 16).isActive = true
        column.addRow(captionLabel)
        followsYouRow = OptionRow(caption: "Follows you", options: ["no", "yes"], selectedIndex: 0)
        followsYouRow.onChange = { [weak self] in self?.server.followsMe = $0 == 1 }
        column.addRow(followsYouRow)
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.textColor = .secondaryLabel
        statusLabel.numberOfLines = 2
        statusLabel.text = "Tap Follow: the server answers in \(server.latency) s."
        statusLabel.heightAnchor.constraint(equalToConstant: 40).isActive = true
        column.addRow(statusLabel)
    }

    /// The configuration button's tap: the same request; the answer sets its flags and its
    /// `updateConfiguration()` picks the look.
    func configurationFollowTapped(_ sender: ConfigurationFollowButton) {
        let following = !sender.isFollowed
        EventLog.record("configuration follow: request \(following ? "follow" : "unfollow")")
        sender.isLoading = true
        server.setFollowing(following) { [weak sender] relation in
            guard let sender else { return }
            sender.isLoading = false
            sender.isFollowed = relation.following
            sender.isMutual = relation.following && relation.followsMe
            EventLog.record("configuration follow: \(sender.isMutual ? "mutual" : sender.isFollowed ? "following" : "follow")")
        }
    }

    func followTapped(_ sender: FollowButton) {
        let following = !sender.isFollowed
        EventLog.record("follow: request \(following ? "follow" : "unfollow")")
        statusLabel.text = following ? "Following… waiting for the server." : "Unfollowing… waiting for the server."
        sender.isLoading = true
        server.setFollowing(following) { [weak self, weak sender] relation in
            guard let self, let sender else { return }
            sender.isLoading = false
            sender.isFollowed = relation.following
            sender.isMutual = relation.following && relation.followsMe
            let shown = sender.isMutual ? "mutual" : sender.isFollowed ? "following" : "follow"
            EventLog.record("follow: \(shown)")
            statusLabel.text = "The server answered: \(shown)."
        }
    }
}

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
    let followButton = FollowButton(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    let configurationFollowButton = ConfigurationFollowButton(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    let captionLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 16))
    let server = FollowServer()
    private(set) var followsYouRow: OptionRow!
    let statusLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 40))

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Follow Button"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let column = ColumnView(spacing: 16, topMargin: 24)
        view = column
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
        followButton.backgroundColor = .systemGray6
        followButton.layer.cornerRadius = 8
        followButton.addTarget(self, action: FollowViewController.followTapped, for: .touchUpInside)
        holder.addSubview(followButton)
        configurationFollowButton.addTarget(self, action: FollowViewController.configurationFollowTapped,
                                            for: .touchUpInside)
        holder.addSubview(configurationFollowButton)
        column.addSubview(holder)
        captionLabel.font = .systemFont(ofSize: 12)
        captionLabel.textColor = .secondaryLabel
        captionLabel.textAlignment = .center
        captionLabel.text = "State bits (article)  ·  UIButton.Configuration"
        column.addSubview(captionLabel)
        followsYouRow = OptionRow(caption: "Follows you", options: ["no", "yes"], selectedIndex: 0)
        followsYouRow.onChange = { [weak self] in self?.server.followsMe = $0 == 1 }
        column.addSubview(followsYouRow)
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.textColor = .secondaryLabel
        statusLabel.numberOfLines = 2
        statusLabel.text = "Tap Follow: the server answers in \(server.latency) s."
        column.addSubview(statusLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let midX = (followButton.superview?.bounds.midX ?? 0).rounded()
        followButton.center = CGPoint(x: midX - 75, y: 20)
        configurationFollowButton.center = CGPoint(x: midX + 75, y: 20)
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

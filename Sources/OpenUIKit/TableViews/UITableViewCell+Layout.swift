import Foundation

/// Where a cell puts its backgrounds, content view, built-in labels (``ListContentLayout``), accessory,
/// editing control and separator, and how tall a self-sizing cell is. The metrics follow iOS 17's
/// list rows on an iPhone: the accessory 16 points from the trailing edge, 8 points from the content
/// (picks where UIKit does not publish them).
extension UITableViewCell {
    static let leadingMargin: CGFloat = ListContentLayout.margin
    /// How far the content moves right for the editing control, and the Delete button's width.
    static let editingControlWidth: CGFloat = 38
    static let deleteConfirmationWidth: CGFloat = 74

    func layOutCell() {
        let size = bounds.size
        let editingInset = editingControl == nil ? 0 : Self.editingControlWidth
        defaultBackground.frame = bounds
        defaultBackground.isHidden = backgroundView != nil || backgroundColor != nil
        backgroundView?.frame = bounds
        (selectedBackgroundView ?? defaultSelectedBackground).frame = bounds
        var contentMaxX = size.width
        if let deleteConfirmationButton {
            contentMaxX = size.width - Self.deleteConfirmationWidth
            deleteConfirmationButton.frame = CGRect(x: contentMaxX, y: 0, width: Self.deleteConfirmationWidth, height: size.height)
        } else if let shownAccessory {
            let fitted = shownAccessory.frame.size == .zero ? shownAccessory.sizeThatFits(size) : shownAccessory.frame.size
            shownAccessory.frame = CGRect(x: size.width - Self.leadingMargin - fitted.width, y: ((size.height - fitted.height) / 2).rounded(),
                                          width: fitted.width, height: fitted.height)
            contentMaxX = shownAccessory.frame.minX - 8
        }
        editingControl?.frame = CGRect(x: 4, y: (size.height - 30) / 2, width: 30, height: 30)
        contentView.frame = CGRect(x: editingInset, y: 0, width: max(0, contentMaxX - editingInset), height: size.height)
        let lineHeight = 1 / max(1, traitCollection.displayScale)
        separatorLine.frame = CGRect(x: separatorInsets.left + editingInset, y: size.height - lineHeight,
                                     width: max(0, size.width - separatorInsets.left - separatorInsets.right - editingInset),
                                     height: lineHeight)
        layOutBuiltInContent()
    }

    /// The built-in labels and image inside ``contentView``, per ``cellStyle``, or the configured
    /// content view filling it.
    private func layOutBuiltInContent() {
        if let configuredContentView {
            configuredContentView.frame = contentView.bounds
            return
        }
        builtInLayout.apply(in: contentView.bounds.size, trailingMargin: contentTrailingMargin)
    }

    private var builtInLayout: ListContentLayout {
        ListContentLayout(style: cellStyle, text: madeTextLabel, detail: madeDetailLabel, image: madeImageView)
    }

    /// The text keeps the margin from the trailing edge unless an accessory or the Delete button is there.
    private var contentTrailingMargin: CGFloat {
        shownAccessory == nil && deleteConfirmationButton == nil ? Self.leadingMargin : 0
    }

    /// The height of the cell at `width` for a self-sizing row: a cell with content of its own in
    /// ``contentView`` is as tall as its constraints make the content view at that width (UIKit's
    /// `systemLayoutSizeFitting` with a required width); a cell with only the built-in labels fits them
    /// with the padding, and is at least UIKit's standard 44 points.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
        layoutIfNeeded()
        if let configuredContentView {
            return configuredContentView.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0)).height
        }
        let builtIns: [UIView?] = [madeTextLabel, madeDetailLabel, madeImageView]
        let hasOwnContent = contentView.subviews.contains { view in !builtIns.contains { $0 === view } }
        if hasOwnContent {
            let fitted = contentView.systemLayoutSizeFitting(CGSize(width: contentView.bounds.width, height: 0),
                                                             withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: .fittingSizeLevel).height
            return fitted > 0 ? fitted : UITableView.standardRowHeight
        }
        return builtInLayout.fittingHeight(width: contentView.bounds.width, trailingMargin: contentTrailingMargin)
    }

    // MARK: Appearance

    /// Shows the selected background while highlighted or selected, unless the style is `.none`.
    func updateSelectionAppearance() {
        let shown = selectedBackgroundView ?? defaultSelectedBackground
        if shown !== defaultSelectedBackground { defaultSelectedBackground.removeFromSuperview() }
        let visible = (highlighted || selected) && selectionStyle != .none
        if visible {
            if shown.superview !== self { insertSubview(shown, aboveSubview: backgroundView ?? defaultBackground) }
            shown.frame = bounds
        } else {
            shown.removeFromSuperview()
        }
    }

    /// The table's look for this row: the style's background, the separator (nil: none), hidden under
    /// a grouped section's last row, and an inset-grouped section's rounded corners (10 points).
    func applyTablePlacement(style: UITableView.Style, isFirstInSection: Bool, isLastInSection: Bool,
                             separator: (color: UIColor, inset: UIEdgeInsets)?) {
        defaultBackground.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        separatorLine.isHidden = separator == nil || (isLastInSection && style != .plain)
        if let separator {
            separatorLine.backgroundColor = separator.color
            separatorInsets = separator.inset
        }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.cornerRadius = corners.isEmpty ? 0 : 10
            layer.maskedCorners = corners
            clipsToBounds = !corners.isEmpty
        }
        bringSubviewToFront(separatorLine)
        setNeedsLayout()
    }

    /// Makes the view for ``accessoryView`` or ``accessoryType``: a chevron in the tertiary label color,
    /// a check mark in the tint color, an info button that tells the table's delegate
    /// (``UITableViewDelegate/tableView(_:accessoryButtonTappedForRowWith:)``).
    func rebuildAccessory() {
        if shownAccessory !== accessoryView { shownAccessory?.removeFromSuperview() }
        shownAccessory = accessoryView ?? standardAccessory()
        if let shownAccessory, shownAccessory.superview !== self { addSubview(shownAccessory) }
        setNeedsLayout()
    }

    private func standardAccessory() -> UIView? {
        func chevron() -> UIImageView {
            let view = UIImageView(image: UIImage(systemName: "chevron.right"))
            view.tintColor = .tertiaryLabel
            view.sizeToFit()
            return view
        }
        func infoButton() -> UIButton {
            let button = UIButton(type: .detailDisclosure)
            button.addAction(UIAction { [weak self] _ in self?.accessoryButtonTapped() }, for: .touchUpInside)
            button.sizeToFit()
            return button
        }
        switch accessoryType {
        case .none: return nil
        case .disclosureIndicator: return chevron()
        case .checkmark:
            let view = UIImageView(image: UIImage(systemName: "checkmark"))
            view.sizeToFit()
            return view
        case .detailButton: return infoButton()
        case .detailDisclosureButton:
            let button = infoButton(), arrow = chevron()
            let pair = UIView(frame: CGRect(x: 0, y: 0, width: button.frame.width + 12 + arrow.frame.width,
                                            height: max(button.frame.height, arrow.frame.height)))
            button.frame.origin = CGPoint(x: 0, y: (pair.frame.height - button.frame.height) / 2)
            arrow.frame.origin = CGPoint(x: button.frame.width + 12, y: (pair.frame.height - arrow.frame.height) / 2)
            pair.addSubview(button)
            pair.addSubview(arrow)
            return pair
        }
    }

    private func accessoryButtonTapped() {
        guard let table = owningTableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: Editing controls

    /// Adds or removes the red delete control that editing shows at the leading edge. Tapping it shows
    /// the Delete button, as UIKit's; tapping that commits the deletion through the table.
    func updateEditingControl() {
        let wanted = editing && (owningTableView?.editingStyle(for: self) ?? .delete) == .delete
        if wanted, editingControl == nil {
            let control = UIButton(type: .system)
            control.setImage(UIImage(systemName: "minus.circle.fill"), for: .normal)
            control.tintColor = .systemRed
            control.accessibilityLabel = "Delete"
            control.addAction(UIAction { [weak self] _ in self?.showsDeleteConfirmation.toggle() }, for: .touchUpInside)
            addSubview(control)
            editingControl = control
        } else if !wanted, let control = editingControl {
            control.removeFromSuperview()
            editingControl = nil
        }
    }

    func updateDeleteConfirmation() {
        if showsDeleteConfirmation, deleteConfirmationButton == nil {
            let button = UIButton(type: .system)
            button.setTitle("Delete", for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = .systemRed
            button.addAction(UIAction { [weak self] _ in
                guard let self, let table = self.owningTableView else { return }
                table.commitDeletion(of: self)
            }, for: .touchUpInside)
            addSubview(button)
            deleteConfirmationButton = button
            shownAccessory?.isHidden = true
        } else if !showsDeleteConfirmation, let button = deleteConfirmationButton {
            button.removeFromSuperview()
            deleteConfirmationButton = nil
            shownAccessory?.isHidden = false
        }
        setNeedsLayout()
    }
}

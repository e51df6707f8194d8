import UIKit

final class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {
    private let photoURLs: [URL]
    private var index = 0
    private let scrollView = UIScrollView()
    private let imageView = UIImageView()
    private let markupToolbar = UIToolbar()
    private var isChromeHidden = false {
        didSet {
            navigationController?.setNavigationBarHidden(isChromeHidden, animated: true)
            markupToolbar.isHidden = isChromeHidden
            setNeedsStatusBarAppearanceUpdate()
            setNeedsUpdateOfVerticalBarConfiguration()
        }
    }

    init(photoURLs: [URL]) {
        self.photoURLs = photoURLs
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // Immersive mode shows the photo edge to edge, with the bars back at the top and bottom.
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior {
        if isChromeHidden {
            return .disabled
        }
        return .automatic
    }

    override var prefersStatusBarHidden: Bool { isChromeHidden }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.delegate = self
        scrollView.maximumZoomScale = 4
        imageView.contentMode = .scaleAspectFit
        scrollView.frame = view.bounds
        imageView.frame = scrollView.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)

        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })

        // Markup tools float over the photo on a bar of their own.
        markupToolbar.items = [
            UIBarButtonItem(title: "Revert", style: .plain, target: self, action: #selector(showPhoto)),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "rotate.right"), style: .plain, target: self, action: #selector(rotate)),
        ]
        markupToolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(markupToolbar)
        NSLayoutConstraint.activate([
            markupToolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            markupToolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            markupToolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])

        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleChrome)))
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(showNext))
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        showPhoto()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    @objc private func showPhoto() {
        title = "\(index + 1) of \(photoURLs.count)"
        imageView.image = UIImage(contentsOfFile: photoURLs[index].path(percentEncoded: false))
        scrollView.zoomScale = 1
    }

    @objc private func rotate() {
        guard let image = imageView.image, let cgImage = image.cgImage else { return }
        let turns: [UIImage.Orientation: UIImage.Orientation] = [.up: .right, .right: .down, .down: .left, .left: .up]
        let next = turns[image.imageOrientation] ?? .up
        imageView.image = UIImage(cgImage: cgImage, scale: image.scale, orientation: next)
    }

    @objc private func toggleChrome() { isChromeHidden.toggle() }

    @objc private func showNext() {
        index = (index + 1) % photoURLs.count
        showPhoto()
    }
}

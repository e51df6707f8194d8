import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let fieldGreen = UIColor(named: "FieldGreen") ?? .systemGreen
        UINavigationBar.appearance().tintColor = fieldGreen
        UIToolbar.appearance().tintColor = fieldGreen
        UIToolbar.appearance(whenContainedInInstancesOf: [PhotoViewerViewController.self]).barStyle = .black
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let store = NoteStore()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController(navigationBarClass: FieldNavigationBar.self, toolbarClass: nil)
        navigation.viewControllers = [NotesListViewController(store: store)]
        navigation.isToolbarHidden = false
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// Navigation bar with large titles on every screen.
final class FieldNavigationBar: UINavigationBar {
    override init(frame: CGRect) {
        super.init(frame: frame)
        prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: - Model

struct FieldNote: Hashable, Identifiable {
    let id: UUID
    var title: String
    var body: String
    var createdAt: Date
    var photoURLs: [URL]
    var isUploaded: Bool

    static func blank() -> FieldNote {
        FieldNote(id: UUID(), title: "", body: "", createdAt: .now, photoURLs: [], isUploaded: false)
    }
}

final class NoteStore {
    private(set) var notes: [FieldNote] = []

    var pendingUploadCount: Int { notes.filter { !$0.isUploaded }.count }

    func upsert(_ note: FieldNote) {
        notes.removeAll { $0.id == note.id }
        notes.insert(note, at: 0)
    }

    func markAllUploaded() {
        for index in notes.indices { notes[index].isUploaded = true }
    }

    func remove(id: FieldNote.ID) { notes.removeAll { $0.id == id } }

    func removeUploaded() { notes.removeAll(where: \.isUploaded) }
}

/// An image file next to the scene (PNG, JPEG, WebP or SVG), shown at the content width.
struct ImageItem: Equatable, Sendable {
    enum ContentMode: String, Equatable, Sendable, CaseIterable { case fill, fit }

    var source: ImageSource
    /// Height in points; nil keeps the image's aspect ratio at the content width.
    var height: Double?
    var cornerRadius: Double = 16
    var contentMode: ContentMode = .fill
    var caption: String?

    init(source: ImageSource) { self.source = source }
}

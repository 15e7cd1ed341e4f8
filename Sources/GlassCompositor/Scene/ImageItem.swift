/// A PNG image next to the scene file, shown at the content width.
public struct ImageItem: Equatable, Sendable {
    public enum ContentMode: String, Equatable, Sendable, CaseIterable { case fill, fit }

    public var source: ImageSource
    /// Height in points; nil keeps the image's aspect ratio at the content width.
    public var height: Double?
    public var cornerRadius: Double = 16
    public var contentMode: ContentMode = .fill
    public var caption: String?

    public init(source: ImageSource) { self.source = source }
}

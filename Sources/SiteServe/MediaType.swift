/// The Content-Type of a site file, from its extension.
///
/// The server sends `X-Content-Type-Options: nosniff`, so the type must be
/// right: a browser then refuses a script or stylesheet sent as anything
/// else, and `WebAssembly.instantiateStreaming` needs `application/wasm`.
/// Text types carry `charset=utf-8` because the build writes UTF-8.
public enum MediaType {
  private static let types: [String: String] = [
    "html": "text/html; charset=utf-8",
    "htm": "text/html; charset=utf-8",
    "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8",
    "mjs": "text/javascript; charset=utf-8",
    "json": "application/json",
    "map": "application/json",
    "svg": "image/svg+xml",
    "wasm": "application/wasm",
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
    "avif": "image/avif",
    "ico": "image/vnd.microsoft.icon",
    "woff": "font/woff",
    "woff2": "font/woff2",
    "ttf": "font/ttf",
    "otf": "font/otf",
    "txt": "text/plain; charset=utf-8",
    "md": "text/markdown; charset=utf-8",
    "xml": "application/xml",
    "pdf": "application/pdf",
    "dot": "text/vnd.graphviz; charset=utf-8",
    "trace": "application/json",
  ]

  /// The type for `path` (`assets/scholia.css` → `text/css; charset=utf-8`);
  /// `application/octet-stream` for an unknown extension, so a browser
  /// downloads rather than guesses.
  public static func of(path: String) -> String {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
    return types[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
  }

  /// Whether a response of `type` is a page that gets the live-reload script.
  public static func isHTML(_ type: String) -> Bool {
    type.hasPrefix("text/html")
  }
}

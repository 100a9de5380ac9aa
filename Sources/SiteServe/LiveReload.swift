import Escaping

/// The script the server adds to every page it sends, and where it goes.
///
/// It is added as the page is served, never written into the built files,
/// so `_site/` stays exactly what `scholia build` writes and can be
/// published as it is. The script listens to the server's event stream:
/// `reload` names the output now served, and the page reloads if that is
/// not the output it came from; `failure` lists the diagnostics of a
/// build that failed, shown over the page (which is the last good build)
/// until a build succeeds. Each diagnostic arrives as the one overlay
/// rendering (`Diagnostic.overlayHTML`), which escapes every part it
/// takes from the inputs; the script adds no markup of its own to them.
public enum LiveReload {
  /// Where the event stream is served.
  public static let eventsPath = "/__scholia/events"

  /// The marker attribute on the injected `<script>`.
  public static let marker = "data-scholia-live-reload"

  /// The script for a page made from the output `outputID`.
  public static func script(outputID: String) -> String {
    """
    <script \(marker)>
    (() => {
      const served = \(JSONString.quote(outputID));
      const overlayId = "scholia-build-failure";
      function clearFailure() {
        const old = document.getElementById(overlayId);
        if (old) old.remove();
      }
      function showFailure(items) {
        clearFailure();
        const box = document.createElement("div");
        box.id = overlayId;
        box.setAttribute("role", "alert");
        box.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;" +
          "margin:0;padding:1em 1.25em;background:#2b0b0b;color:#ffe4e4;border-top:4px solid #e5484d;" +
          "font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 -4px 16px #0006";
        const title = document.createElement("strong");
        title.textContent = "Build failed (" + items.length + " problem" + (items.length === 1 ? "" : "s") +
          "); this page is the last good build.";
        const close = document.createElement("button");
        close.type = "button";
        close.textContent = "×";
        close.setAttribute("aria-label", "Hide");
        close.style.cssText = "float:right;background:none;border:0;color:inherit;font-size:18px;cursor:pointer";
        close.onclick = () => box.remove();
        const style = document.createElement("style");
        style.textContent = "#" + overlayId + " ul{list-style:none;margin:.5em 0 0;padding:0}" +
          "#" + overlayId + " li{margin:.75em 0}" +
          "#" + overlayId + " .severity{color:#ff8b8b;font-weight:bold}" +
          "#" + overlayId + " .fix code{color:#b8f5c0}" +
          "#" + overlayId + " pre,#" + overlayId + " p{margin:.25em 0 0;white-space:pre-wrap;color:#ffc9c9}";
        const list = document.createElement("ul");
        list.innerHTML = items.join("");
        box.append(style, close, title, list);
        document.body.append(box);
      }
      function onState(event, failed) {
        const state = JSON.parse(event.data);
        if (state.output !== served) { location.reload(); return; }
        if (failed) showFailure(state.diagnostics); else clearFailure();
      }
      const events = new EventSource("\(eventsPath)");
      events.addEventListener("reload", (event) => onState(event, false));
      events.addEventListener("failure", (event) => onState(event, true));
    })();
    </script>

    """
  }

  /// `html` with the script inserted before its last `</body>` (any case),
  /// or appended when it has none.
  public static func inject(into html: [UInt8], outputID: String) -> [UInt8] {
    let script = Array(script(outputID: outputID).utf8)
    let closing = Array("</body".utf8)
    var index = html.count - closing.count
    while index >= 0 {
      if zip(html[index..<(index + closing.count)], closing).allSatisfy({ lowercased($0) == $1 }) {
        return Array(html[..<index]) + script + Array(html[index...])
      }
      index -= 1
    }
    return html + script
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}

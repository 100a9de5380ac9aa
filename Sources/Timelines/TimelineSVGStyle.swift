/// The style sheet embedded in every timeline SVG: quiet defaults that a
/// page can override through the classes, in light and dark schemes.
///
/// Every selector is scoped to `svg.timeline`, so a timeline inlined in a
/// page styles only itself; the site reads these rules to let its theme
/// switch force either scheme.
///
/// Colours say one thing each: blue waits and fires, red is overdue or
/// stopped, green is finished, on or passed, purple is animation.
public enum TimelineSVGStyle {
  public static let css: [String] = [
    "svg.timeline{font:12px -apple-system,BlinkMacSystemFont,\"Segoe UI\",Helvetica,Arial,sans-serif}",
    "svg.timeline .canvas{fill:#fff}",
    "svg.timeline text{fill:#1f2328}",
    "svg.timeline .title{font-size:15px;font-weight:600}",
    "svg.timeline .summary{fill:#57606a}",
    "svg.timeline .kind{fill:#8c959f;font-size:12px;text-anchor:end}",
    "svg.timeline .row{fill:#fff}",
    "svg.timeline .row.alt{fill:#f6f8fa}",
    "svg.timeline .grid{stroke:#d8dee4}",
    "svg.timeline .axis-line,svg.timeline .tick{stroke:#57606a}",
    "svg.timeline .tick-label{fill:#57606a;font-size:12px;text-anchor:middle}",
    "svg.timeline .mode-band{fill:#eac54f;opacity:.18}",
    "svg.timeline rect.mode{fill:#d4a72c}",
    "svg.timeline .span-label{fill:#fff;font-size:12px}",
    "svg.timeline rect.timer,svg.timeline rect.perform,svg.timeline rect.after{fill:#54aeff}",
    "svg.timeline rect.background{fill:#8c959f}",
    "svg.timeline rect.animation{fill:#a475f9}",
    "svg.timeline rect.pending{fill-opacity:.35}",
    "svg.timeline rect.invalidated,svg.timeline rect.cancelled{fill:#afb8c1}",
    "svg.timeline rect.interrupted{fill:#d8b9ff}",
    "svg.timeline .overdue{fill:#ff8182}",
    "svg.timeline .due{stroke:#cf222e;stroke-width:1.5}",
    "svg.timeline .marker.fired{fill:#0969da;stroke:#fff;stroke-width:1}",
    "svg.timeline path.marker{fill:none;stroke:#cf222e;stroke-width:2}",
    "svg.timeline path.marker.pending{fill:#57606a;stroke:none}",
    "svg.timeline .marker.finished{stroke:#1a7f37;stroke-width:2}",
    "svg.timeline .baseline{stroke:#d8dee4}",
    "svg.timeline .observable.numeric{fill:none;stroke:#1a7f37;stroke-width:1.5}",
    "svg.timeline .observable-area{fill:#2da44e;opacity:.15}",
    "svg.timeline .observable.flag.on{fill:#2da44e}",
    "svg.timeline .observable.flag.off{stroke:#8c959f;stroke-dasharray:2 2}",
    "svg.timeline .observable.change{fill:#8250df}",
    "svg.timeline .observable.value{font-size:12px;fill:#57606a;stroke:none}",
    "svg.timeline .call{stroke:#0969da;stroke-width:2}",
    "svg.timeline .expectation-guide{stroke-dasharray:3 3}",
    "svg.timeline .expectation.pass .expectation-guide{stroke:#1a7f37}",
    "svg.timeline .expectation.fail .expectation-guide{stroke:#cf222e}",
    "svg.timeline .expectation.pass .expectation-mark{fill:#1a7f37}",
    "svg.timeline .expectation.fail .expectation-mark{fill:#cf222e}",
    "svg.timeline .expectation-symbol{fill:none;stroke:#fff;stroke-width:1.5}",
    "@media (prefers-color-scheme:dark){",
    "svg.timeline .canvas,svg.timeline .row{fill:#0d1117}",
    "svg.timeline .row.alt{fill:#161b22}",
    "svg.timeline text{fill:#e6edf3}",
    "svg.timeline .span-label{fill:#0d1117}",
    "svg.timeline .summary,svg.timeline .tick-label,svg.timeline .observable.value{fill:#9198a1}",
    "svg.timeline .grid,svg.timeline .baseline{stroke:#30363d}",
    "svg.timeline .axis-line,svg.timeline .tick{stroke:#9198a1}",
    "svg.timeline rect.invalidated,svg.timeline rect.cancelled{fill:#484f58}",
    "svg.timeline .marker.fired{fill:#4493f8;stroke:#0d1117}",
    "svg.timeline .call{stroke:#4493f8}",
    "svg.timeline .observable.numeric,svg.timeline .marker.finished{stroke:#3fb950}",
    "svg.timeline path.marker.pending{fill:#9198a1}",
    "svg.timeline .expectation-symbol{stroke:#0d1117}",
    "}",
  ]
}

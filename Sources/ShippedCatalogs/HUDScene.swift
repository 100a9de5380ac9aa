import ScenarioCatalog
import SimKernel

/// The app of a `hud` scenario of a HUD library, the object its short lines
/// address before the HUD's own class: it holds the one HUD they reach
/// (MBProgressHUD's current HUD, which `showHUDAddedTo` replaces;
/// SVProgressHUD's shared view; TCProgressHUD's container), and its script
/// class adds only what the scenario does around that HUD and what it
/// watches. Each catalog names its class (`MBProgressHUDScene`) and lists
/// its members.
final class HUDScene<HUD: SimView> {
  var hud: HUD

  init(_ hud: HUD) {
    self.hud = hud
  }
}

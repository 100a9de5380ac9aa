// Every figure (graph or scenario timeline) gets two tools: Enlarge, which
// shows it over the whole window where it can be zoomed and moved, and a
// link to the page that says how to read it (when the theme has one; the
// layout names it in data-guide). Figures are drawn at the size their text
// is meant to be read at; the viewer is for the ones larger than a column.
(function () {
  "use strict";
  var guide = document.body.dataset.guide;
  var figures = document.querySelectorAll("figure.graph, figure.scenario");

  function element(name, attributes, text) {
    var node = document.createElement(name);
    for (var key in attributes) node.setAttribute(key, attributes[key]);
    if (text) node.textContent = text;
    return node;
  }

  /** The figure's drawing now: a scenario's timeline is replaced on every run. */
  function drawing(figure) {
    return figure.querySelector(".timeline-frame > svg") || figure.querySelector(":scope > svg");
  }

  function caption(figure) {
    var text = figure.querySelector("figcaption");
    return text ? text.textContent.trim() : "Figure";
  }

  figures.forEach(function (figure) {
    var tools = element("div", { class: "figure-tools" });
    var enlarge = element("button", { type: "button", class: "enlarge", "aria-haspopup": "dialog" }, "⤢ Enlarge");
    enlarge.addEventListener("click", function () { open(figure, enlarge); });
    tools.appendChild(enlarge);
    if (guide) {
      var kind = figure.classList.contains("scenario") ? "#timelines" : "#graphs";
      tools.appendChild(element("a", { class: "how-to-read", href: guide + kind }, "How to read"));
    }
    figure.insertBefore(tools, figure.firstChild);
  });

  /** Shows a copy of the figure's drawing in a modal dialog. */
  function open(figure, opener) {
    var svg = drawing(figure);
    if (!svg) return;
    var copy = svg.cloneNode(true);
    // Ids stay unique in the page: the copy's are not needed.
    copy.removeAttribute("id");
    copy.querySelectorAll("[id]").forEach(function (node) { node.removeAttribute("id"); });
    copy.classList.add("enlarged");

    var dialog = element("dialog", { class: "figure-viewer", "aria-label": caption(figure) });
    var bar = element("div", { class: "viewer-bar" });
    bar.appendChild(element("span", { class: "viewer-title" }, caption(figure)));
    var zoomOut = element("button", { type: "button", "aria-label": "Zoom out", title: "Zoom out (−)" }, "−");
    var level = element("output", { class: "viewer-zoom", "aria-live": "polite" });
    var zoomIn = element("button", { type: "button", "aria-label": "Zoom in", title: "Zoom in (+)" }, "+");
    var fit = element("button", { type: "button", title: "Fit to the window (0)" }, "Fit");
    var actual = element("button", { type: "button", title: "Actual size (1)" }, "1:1");
    var close = element("button", { type: "button", class: "viewer-close", "aria-label": "Close", title: "Close (Esc)" }, "✕");
    [zoomOut, level, zoomIn, fit, actual, close].forEach(function (node) { bar.appendChild(node); });
    var canvas = element("div", { class: "viewer-canvas", tabindex: "0" });
    canvas.appendChild(copy);
    dialog.appendChild(bar);
    dialog.appendChild(canvas);
    document.body.appendChild(dialog);
    dialog.showModal();

    // The drawing's own size, in CSS pixels, is 100 %.
    var natural = copy.getBoundingClientRect();
    var zoom = 1;
    function setZoom(value, focusX, focusY) {
      var next = Math.min(Math.max(value, 0.1), 8);
      var x = focusX === undefined ? canvas.clientWidth / 2 : focusX;
      var y = focusY === undefined ? canvas.clientHeight / 2 : focusY;
      var ratio = next / zoom;
      var left = (canvas.scrollLeft + x) * ratio - x;
      var top = (canvas.scrollTop + y) * ratio - y;
      zoom = next;
      copy.style.width = natural.width * zoom + "px";
      copy.style.height = natural.height * zoom + "px";
      canvas.scrollLeft = left;
      canvas.scrollTop = top;
      level.textContent = Math.round(zoom * 100) + " %";
      dialog.dataset.zoom = String(zoom);
    }
    function fitZoom() {
      return Math.min(canvas.clientWidth / natural.width, canvas.clientHeight / natural.height);
    }
    setZoom(Math.max(Math.min(fitZoom(), 2), 1));

    zoomIn.addEventListener("click", function () { setZoom(zoom * 1.25); });
    zoomOut.addEventListener("click", function () { setZoom(zoom / 1.25); });
    fit.addEventListener("click", function () { setZoom(fitZoom()); });
    actual.addEventListener("click", function () { setZoom(1); });
    close.addEventListener("click", function () { dialog.close(); });
    dialog.addEventListener("close", function () {
      dialog.remove();
      opener.focus();
    });
    dialog.addEventListener("keydown", function (event) {
      if (event.target.tagName === "INPUT") return;
      var step = 60;
      switch (event.key) {
        case "+": case "=": setZoom(zoom * 1.25); break;
        case "-": case "−": setZoom(zoom / 1.25); break;
        case "0": setZoom(fitZoom()); break;
        case "1": setZoom(1); break;
        case "ArrowLeft": canvas.scrollLeft -= step; break;
        case "ArrowRight": canvas.scrollLeft += step; break;
        case "ArrowUp": canvas.scrollTop -= step; break;
        case "ArrowDown": canvas.scrollTop += step; break;
        default: return;
      }
      event.preventDefault();
    });
    canvas.addEventListener("wheel", function (event) {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      var box = canvas.getBoundingClientRect();
      setZoom(zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1), event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });
    // Dragging moves the drawing; a click on a link inside still follows it.
    var drag = null;
    canvas.addEventListener("pointerdown", function (event) {
      if (event.button !== 0 || event.target.closest("a")) return;
      drag = { x: event.clientX, y: event.clientY, left: canvas.scrollLeft, top: canvas.scrollTop };
      canvas.setPointerCapture(event.pointerId);
      canvas.classList.add("dragging");
    });
    canvas.addEventListener("pointermove", function (event) {
      if (!drag) return;
      canvas.scrollLeft = drag.left - (event.clientX - drag.x);
      canvas.scrollTop = drag.top - (event.clientY - drag.y);
    });
    function endDrag() {
      drag = null;
      canvas.classList.remove("dragging");
    }
    canvas.addEventListener("pointerup", endDrag);
    canvas.addEventListener("pointercancel", endDrag);
    canvas.focus();
  }
})();

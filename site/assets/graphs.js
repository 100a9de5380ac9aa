// Graph figures: hovering (or focusing) a node marks the edges that start
// or end at it, and the node itself, and fades the rest of the figure, so
// that a reader can follow one method's arrows through a dense graph.
//
// Graphviz titles each edge "tail->head" with the nodes' names, which are
// the nodes' own titles, so an edge's ends are read from the SVG as drawn;
// nothing about the graph is repeated here.
(function () {
  "use strict";

  function ends(edge) {
    var title = edge.querySelector("title");
    var parts = title ? title.textContent.split("->") : [];
    return parts.length === 2 ? parts : null;
  }

  function name(node) {
    var title = node.querySelector("title");
    return title ? title.textContent : null;
  }

  function mark(svg, node, on) {
    var own = on ? name(node) : null;
    svg.classList.toggle("graph-focus", on);
    node.classList.toggle("graph-marked", on);
    svg.querySelectorAll("g.edge").forEach(function (edge) {
      var pair = ends(edge);
      var touches = on && pair !== null && (pair[0] === own || pair[1] === own);
      edge.classList.toggle("graph-marked", touches);
    });
  }

  function wire(svg) {
    svg.querySelectorAll("g.node").forEach(function (node) {
      var show = function () { mark(svg, node, true); };
      var hide = function () { mark(svg, node, false); };
      node.addEventListener("mouseenter", show);
      node.addEventListener("mouseleave", hide);
      node.addEventListener("focusin", show);
      node.addEventListener("focusout", hide);
    });
  }

  function start() {
    document.querySelectorAll("svg.flowgraph").forEach(wire);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();

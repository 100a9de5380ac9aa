// Graphviz's layout and rendering library (libgvc), used in-process by
// FlowGraphs to turn DOT into SVG without spawning `dot`.
#include <gvc.h>

// The CommonMark reference parser (libcmark), used by the Markdown module to
// parse articles into a tree with source positions; Scholia renders the HTML
// itself so that directives, headings and links can be hooked.
#include <cmark.h>

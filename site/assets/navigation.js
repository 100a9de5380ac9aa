// Finding one's way through a long article: the contents stay open beside
// the text on a wide screen and fold into one line above it on a phone
// (the page ships them open, so they are all there without JavaScript),
// and the section being read is marked in them as the reader scrolls.
(() => {
  "use strict";

  const contents = document.querySelector("nav.toc");
  if (!contents) return;
  const details = contents.querySelector("details");
  // The width at which scholia.css puts the contents beside the text.
  const wide = matchMedia("(min-width: 64rem)");
  const fold = () => { if (details) details.open = wide.matches; };
  fold();
  wide.addEventListener("change", fold);

  const links = [...contents.querySelectorAll("a[href^='#']")];
  const sections = links
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((section) => section.heading);
  if (sections.length === 0) return;

  // The section whose heading is the last one above this line is the
  // one being read: a heading just scrolled to (scroll-margin-top: 1rem)
  // counts as above it. At the end of the page, the last sections may be
  // too short to reach the line: the last one is being read.
  const readingLine = () => parseFloat(getComputedStyle(document.documentElement).fontSize) * 4;
  const atEnd = () => scrollY > 0 && innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
  let current = null;
  const mark = () => {
    const line = readingLine();
    let reading = null;
    for (const section of sections) {
      if (section.heading.getBoundingClientRect().top > line) break;
      reading = section;
    }
    if (atEnd()) reading = sections[sections.length - 1];
    if (reading === current) return;
    current?.link.removeAttribute("aria-current");
    current = reading;
    if (!current) return;
    current.link.setAttribute("aria-current", "location");
    // Keep the marked entry in sight when the contents scroll themselves
    // (a long list beside the text), without moving the page.
    const list = contents.getBoundingClientRect();
    const entry = current.link.getBoundingClientRect();
    if (entry.top < list.top) contents.scrollTop -= list.top - entry.top;
    else if (entry.bottom > list.bottom) contents.scrollTop += entry.bottom - list.bottom;
  };
  let pending = false;
  addEventListener("scroll", () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; mark(); });
  }, { passive: true });
  addEventListener("resize", mark);
  mark();
})();

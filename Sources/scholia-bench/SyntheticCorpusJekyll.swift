/// The corpus's `jekyll/` site: the same article files as Scholia's and
/// Hugo's, built by Jekyll without highlighting and without plugins.
///
///     jekyll/_config.yml              kramdown, no highlighter, no disk cache
///     jekyll/_layouts/article.html    the article page, like Hugo's single.html
///     jekyll/index.html               the home page listing every article
///     jekyll/articles/article-00001.md …
///
/// The articles keep their Scholia front matter; `_config.yml`'s defaults
/// give them the layout and Hugo's URLs (`articles/<name>/index.html`).
/// Jekyll's Markdown is kramdown with its GFM parser, not CommonMark: the
/// same files, a different dialect (docs/performance.md says where they
/// part).
extension SyntheticCorpus {
  static let jekyllFolders = ["jekyll/_layouts", "jekyll/articles"]

  /// The disk cache is off so that every build is a full one, as the other
  /// peers' are; `future` builds every article whatever its date.
  static let jekyllConfig = """
    # Written by scholia-bench corpus: Jekyll, plain (no highlighting, no plugins).
    title: Synthetic corpus
    markdown: kramdown
    highlighter: none
    plugins: []
    future: true
    disable_disk_cache: true
    defaults:
      - scope:
          path: "articles"
        values:
          layout: article
          permalink: /articles/:basename/

    """

  static let jekyllFiles = [
    ("_config.yml", jekyllConfig),
    (
      "_layouts/article.html",
      """
      <!doctype html>
      <html lang="{{ page.language }}">
      <head><meta charset="utf-8"><title>{{ page.title }}</title></head>
      <body>
      <article>
      <h1>{{ page.title }}</h1>
      <p>{{ page.library }} {{ page.version }} · {{ page.license }} · {{ page.date | date: "%Y-%m-%d" }}</p>
      {{ content }}
      </article>
      </body>
      </html>

      """
    ),
    (
      "index.html",
      """
      ---
      title: Synthetic corpus
      ---
      <!doctype html>
      <html><head><meta charset="utf-8"><title>{{ site.title }}</title></head>
      <body><ul>
      {% for article in site.pages %}{% if article.library %}<li><a href="{{ article.url }}">{{ article.title }}</a> {{ article.library }} {{ article.version }} · {{ article.date | date: "%Y-%m-%d" }}<p>{{ article.summary }}</p></li>
      {% endif %}{% endfor %}</ul></body>
      </html>

      """
    ),
  ]
}

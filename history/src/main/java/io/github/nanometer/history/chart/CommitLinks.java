package io.github.nanometer.history.chart;

import java.util.Optional;

/**
 * How the page names a commit: a link to the commit's web page when the page was given a URL prefix
 * (the object name is appended to it), else the text with the full object name as its tooltip.
 */
final class CommitLinks {

  private final Optional<String> urlPrefix;

  CommitLinks(Optional<String> urlPrefix) {
    this.urlPrefix = urlPrefix;
  }

  /** {@code text} (escaped here) naming commit {@code sha}. */
  String html(String sha, String text) {
    String body = HtmlText.escape(text);
    return urlPrefix.map(u -> "<a href=\"" + HtmlText.escape(u + sha) + "\" title=\"" + sha + "\">" + body + "</a>")
        .orElse("<span class=\"sha\" title=\"" + sha + "\">" + body + "</span>");
  }
}

// The website's only assets, served by the server itself at /static/site.css and /static/site.js
// (no external assets: the pages work offline). The script adds copy buttons to blocks marked
// `data-copy`; without it the text stays selectable, so nothing is lost.
#pragma once

namespace errknow::backend::web {

extern const char* const kSiteCss;
extern const char* const kSiteJs;

}  // namespace errknow::backend::web

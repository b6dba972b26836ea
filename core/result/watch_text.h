#pragma once
// The sentences about which process a run watched (WatchNote, decided by
// target/watch_check.h): why none was watched ("no process watched: the
// demo target does not listen on 127.0.0.1:1"), or the warning that the
// process the user named is not the URL's server. The CLI summary, the
// window's live figures and summary, `history show` and the reports print
// them. Words from the catalogs (context "WatchText"). Pure; any thread.
#include "result/run_result.h"
#include "util/text_catalog.h"

#include <QString>

namespace bw {

// Why the process is not the URL's server: "the demo target does not listen
// on 127.0.0.1:1", "10.0.0.5:80 is not an address of this machine"; empty
// when it serves the URL or nothing was checked.
QString watchReason(const WatchNote& w, const TextCatalog& catalog = TextCatalog());
// The whole sentence: "No process watched: <reason>." when none was; when
// one the user named was watched anyway, "The watched process is not the
// URL's server: <reason>. ..." (or "may not be", when it could not be told:
// a proxy, unreadable sockets); empty otherwise.
QString watchNoteText(const WatchNote& w, const TextCatalog& catalog = TextCatalog());

} // namespace bw

#pragma once
// The cores line of a run (--split, result/core_split.h) in the CLI summary,
// `history show`, the window (under the tiles) and the reports: who had which
// CPUs, and the side the run was bound by with its evidence. Words from the
// catalogs (context "CoreSplit"). Pure; any thread.
#include "result/run_result.h"
#include "util/text_catalog.h"

#include <QString>

namespace bw {

// "Cores: server 0-1, client 2-3 (auto)." / "Cores: no split: 2 CPUs (auto
// splits from 4; --split 1:1 forces one)."; "" for a result from before --split.
QString coresSentence(const CoreSplit& c, const TextCatalog& catalog = TextCatalog());

// "Server-bound: the server's 2 CPUs were 97 % busy, the client's 41 %."; ""
// when not judged.
QString bottleneckSentence(const CoreSplit& c, const TextCatalog& catalog = TextCatalog());

// The short name: "server-bound", "client-bound", "sharing", "neither" in
// the catalog's language; "" when not judged (suite tables, the tile).
QString bottleneckLabel(Bottleneck b, const TextCatalog& catalog = TextCatalog());

// Both sentences, space-joined; "" when neither has anything to say.
QString coresLine(const CoreSplit& c, const TextCatalog& catalog = TextCatalog());

} // namespace bw

#pragma once
// The rows a `file` variable draws from: CSV (RFC 4180: a header line of
// column names, quoted cells with "" for a quote, LF or CRLF) or JSON lines
// (.jsonl, .ndjson: one object per line, its keys the columns; numbers,
// booleans and null become text, objects and arrays compact JSON). Any thread.
#include "engine/request/data_table.h"
#include "util/error.h"

#include <memory>
#include <string>

namespace bw {

// Reads and checks the file; errors (Plain, field: the path, or "path line N")
// name the problem: cannot read, empty, no rows, a row with more or fewer
// cells than the header, an unterminated quote, a line that is not a JSON
// object, a row without a column the first row has.
Result<std::shared_ptr<const DataTable>> readDataFile(const std::string& path);
// The same from text (tests, the window's pasted data); `name` is for messages.
Result<std::shared_ptr<const DataTable>> parseDataText(const std::string& text, const std::string& name, bool jsonLines);

// True for names ending in .jsonl, .ndjson or .json (JSON lines), false for CSV.
bool isJsonLinesName(const std::string& path);

} // namespace bw

#pragma once
// The rows of a data file a request set's variables draw from (CSV with a
// header line, or JSON lines), read by core/mix/data_file.h. Cells are text,
// row-major; every row has every column. Immutable once read: shared by
// every worker without locks. Qt-free.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct DataTable {
    std::string file;                   // the path it was read from, for messages
    std::vector<std::string> columns;   // names, in file order
    std::vector<std::string> cells;     // rows() * columns.size(), row by row
    std::vector<uint32_t> lines;        // the file line each row starts on (1-based), for messages

    size_t rows() const { return columns.empty() ? 0 : cells.size() / columns.size(); }
    const std::string& cell(size_t row, size_t column) const { return cells[row * columns.size() + column]; }
    // The index of a column, or -1.
    uint32_t lineOf(size_t row) const { return row < lines.size() ? lines[row] : uint32_t(row + 1); }
    int column(const std::string& name) const
    {
        for (size_t i = 0; i < columns.size(); ++i)
            if (columns[i] == name)
                return int(i);
        return -1;
    }
};

} // namespace bw

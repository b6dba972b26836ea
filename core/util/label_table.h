#pragma once
// A catalog of report words as a table: each row names the QString field it
// fills and its English source text, marked with QT_TRANSLATE_NOOP so that
// lupdate finds it under the table's context (the macro expands to the text
// itself). One loop translates the whole table, so each *_labels.cpp is
// data only. Any thread (TextCatalog::translate is).
#include "util/text_catalog.h"

#include <QString>
#include <QtGlobal>

#include <cstddef>

namespace bw {

template <class Labels>
struct LabelText {
    QString Labels::*field;
    const char* source;   // English, as written; %1, %2... are QString::arg places
};

// Sets every field `rows` names to its text translated in `context` (the
// English source where the catalog lacks it).
template <class Labels, std::size_t N>
void translateLabels(Labels& labels, const TextCatalog& catalog, const char* context, const LabelText<Labels> (&rows)[N])
{
    for (const LabelText<Labels>& row : rows)
        labels.*(row.field) = catalog.translate(context, row.source);
}

} // namespace bw

#pragma once
// The name a new or duplicated row of the request editors gets: `base`, or
// "base (2)", "base (3)", ... the first that no item is called. One rule for
// entries, flows and steps.
//
// Threads: any.
#include <QString>

namespace bwui {

// `nameOf(item)` gives an item's name as a std::string.
template <typename Items, typename NameOf>
QString uniqueName(const QString& base, const Items& items, NameOf nameOf)
{
    auto taken = [&](const QString& name) {
        for (const auto& item : items)
            if (QString::fromStdString(nameOf(item)) == name)
                return true;
        return false;
    };
    if (!taken(base))
        return base;
    for (int n = 2;; ++n) {
        const QString name = QStringLiteral("%1 (%2)").arg(base).arg(n);
        if (!taken(name))
            return name;
    }
}

} // namespace bwui

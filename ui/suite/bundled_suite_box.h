#pragma once
// The suites that come with Benchwork (resources/suites/*.json) as a list
// to pick from in the suite panel: each by name, its description in the
// window's language as the item's tooltip and, for the chosen one, under
// the list (bundledDescription()). A file that does not parse is left out.
//
// Threads: UI thread only.
#include "suite/suite.h"
#include "widgets/retranslating.h"

#include <QComboBox>

#include <vector>

namespace bwui {

class BundledSuiteBox : public Retranslating<QComboBox> {
    Q_OBJECT
public:
    explicit BundledSuiteBox(QWidget* parent = nullptr);

    // Lists the suite files of `folder` (again), by file name.
    void setFolder(const QString& folder);
    // The listed files' paths, in list order.
    QStringList paths() const;
    // Selects the entry of this file, or the "choose" entry when it is not listed.
    void showPath(const QString& path);
    // A suite's description in the window's language ("ko" when Korean is
    // in use, else English), "" when it has none.
    static QString descriptionOf(const bw::Suite& suite);

signals:
    void suiteChosen(const QString& path);

private:
    void retranslate() override;

    struct Entry {
        QString path;
        bw::Suite suite;
    };
    std::vector<Entry> entries_;
};

} // namespace bwui

#pragma once
// The history browser's filters: free text (name, notes or URL), target
// URL, tag, date range, SLO verdict and run status. Produces a
// bw::RunFilter; typing is debounced so a listing is not re-run per key.
//
// Threads: UI thread only.
#include "history/run_record.h"
#include "widgets/retranslating.h"

#include <QDate>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QToolButton;

namespace bwui {

class RunFilterBar : public Retranslating<QWidget> {
    Q_OBJECT
public:
    enum class Range { Any, Day, Week, Month, Custom };

    explicit RunFilterBar(QWidget* parent = nullptr);

    // The filter as set now (limit and sort left at their defaults).
    bw::RunFilter filter() const;
    // Suggestions for the tag box (the typed text is kept).
    void setKnownTags(const QStringList& tags);

    // Programmatic setters (tests, restored state); emit changed() like edits.
    void setText(const QString& text);
    void setTarget(const QString& target);
    void setTag(const QString& tag);
    void setVerdict(const QString& verdict);     // "", "pass", "fail", "none"
    void setStatus(const QString& status);       // "" or a stored status
    void setRange(Range range, QDate from = {}, QDate to = {});
    void clearAll();
    // The filter as it stands, at once: changed() now instead of after the
    // typing pause (Enter in a text field; a caller that set several fields).
    void applyNow();
    bool isEmpty() const;
    QComboBox* tagBox() const { return tag_; }

signals:
    void changed();

private:
    void retranslate() override;
    void emitSoon();
    void updateRangeEditors();

    QLineEdit* text_;
    QLineEdit* target_;
    QComboBox* tag_;
    QComboBox* range_;
    QDateEdit* from_;
    QDateEdit* to_;
    QComboBox* verdict_;
    QComboBox* status_;
    QComboBox* health_;   // client-health warning
    QToolButton* clear_;
    QLabel* dash_;
    QTimer debounce_;
    bool quiet_ = false;
};

} // namespace bwui

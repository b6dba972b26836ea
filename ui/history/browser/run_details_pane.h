#pragma once
// Beside the history table: what the selected run is (start, target, load,
// status, source) with its name, tags and notes editable and saved to the
// history on "Save"; for a round group's row, its sides (each side's target,
// runs and medians; for an A/B group, B against A in a sentence, the
// statistics of core/compare); for several selected runs, how many and which.
//
// Threads: UI thread only.
#include "history/run_record.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;

namespace bwui {

class HistoryDatabase;

class RunDetailsPane : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit RunDetailsPane(HistoryDatabase* db, QWidget* parent = nullptr);

    // The selection changed: shows one run's details, a multi-selection
    // summary, or the empty state. Unsaved edits of the run shown before are
    // dropped (the fields are reloaded).
    // `selected` are the first of `count` runs selected (count 0: all of them);
    // the pane names a dozen and counts the rest.
    void showSelection(const std::vector<bw::RunRow>& selected, size_t count = 0);
    static constexpr size_t kRunsNamed = 12;
    // One round group's row is selected: `runs` are its runs (every round,
    // both sides).
    void showGroup(int64_t groupId, const std::vector<bw::RunRow>& runs);
    // The text of the page shown for a group or several runs, for tests.
    QString summaryText() const;

    // Writes the edited name, tags and notes; false (and editFailed) when the
    // store refused. Emits runEdited with the row as stored.
    bool save();
    void revert();
    bool dirty() const;

    // The editors, for tests and keyboard focus.
    QLineEdit* nameEdit() const { return name_; }
    QLineEdit* tagsEdit() const { return tags_; }
    QPlainTextEdit* notesEdit() const { return notes_; }

signals:
    void runEdited(const bw::RunRow& row);
    void editFailed(const QString& message);

private:
    void retranslate() override;
    void renderFacts();
    QString groupText() const;
    void updateButtons();

    HistoryDatabase* db_;
    std::optional<bw::RunRow> run_;
    std::vector<bw::RunRow> many_;          // the first of a multi-selection, named
    size_t manyCount_ = 0;                  // how many runs are selected
    int64_t groupId_ = 0;                 // showing a group's row
    std::vector<bw::RunRow> groupRuns_;
    QStackedWidget* pages_;
    QLabel* empty_;
    QLabel* manyText_;
    QWidget* single_;
    QLabel* title_;
    QLabel* facts_;
    QLabel* nameLabel_;
    QLabel* tagsLabel_;
    QLabel* notesLabel_;
    QLineEdit* name_;
    QLineEdit* tags_;
    QPlainTextEdit* notes_;
    QPushButton* save_;
    QPushButton* revert_;
    bool loading_ = false;
};

} // namespace bwui

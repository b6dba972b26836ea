#pragma once
// The form builder of the settings panels (load, target, capacity): each
// field's row in a QFormLayout gets a label that is the field's buddy (the
// label's &-mnemonic focuses the field), and the panel's retranslate() sets
// a row's texts in one call: the label, the field's tooltip and, for a spin
// box, its suffix and special-value text. The panel keeps one FormRows for
// all its forms; the labels belong to the forms' widgets.
//
// Threads: UI thread only.
#include <QString>

#include <utility>
#include <vector>

class QFormLayout;
class QLabel;
class QLayout;
class QWidget;

namespace bwui {

// A row's texts; an empty one is left as it is.
struct FieldTexts {
    QString label = {};     // with its &-mnemonic, if any
    QString toolTip = {};   // on the field
    QString suffix = {};    // spin boxes only: " s", " req/s"
    QString special = {};   // spin boxes only: shown at the minimum ("None", "Auto")
};

class FormRows {
public:
    // Adds the row "label  field" to `form`.
    void add(QFormLayout* form, QWidget* field);
    // Adds the row "label  row", `row` holding `field` and more (a unit
    // combo, buttons): the label focuses `field`.
    void add(QFormLayout* form, QWidget* field, QWidget* row);
    void add(QFormLayout* form, QWidget* field, QLayout* row);

    // The label of `field`'s row; nullptr when it has none here.
    QLabel* label(const QWidget* field) const;
    // The label's text without its &-mnemonic ("CPU quota:"), for messages
    // that name the field; "" when it has none here.
    QString labelText(const QWidget* field) const;
    // Sets the non-empty texts of `field`'s row (it must have one here).
    void setTexts(QWidget* field, const FieldTexts& texts) const;

private:
    QLabel* newLabel(QWidget* field);

    std::vector<std::pair<const QWidget*, QLabel*>> rows_;   // field, its label
};

} // namespace bwui

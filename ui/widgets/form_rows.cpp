#include "widgets/form_rows.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace bwui {

QLabel* FormRows::newLabel(QWidget* field)
{
    auto* label = new QLabel;
    label->setBuddy(field);
    rows_.emplace_back(field, label);
    return label;
}

void FormRows::add(QFormLayout* form, QWidget* field)
{
    form->addRow(newLabel(field), field);
}

void FormRows::add(QFormLayout* form, QWidget* field, QWidget* row)
{
    form->addRow(newLabel(field), row);
}

void FormRows::add(QFormLayout* form, QWidget* field, QLayout* row)
{
    form->addRow(newLabel(field), row);
}

QLabel* FormRows::label(const QWidget* field) const
{
    for (const auto& [f, label] : rows_)
        if (f == field)
            return label;
    return nullptr;
}

QString FormRows::labelText(const QWidget* field) const
{
    const QLabel* l = label(field);
    return l ? l->text().remove(QLatin1Char('&')) : QString();
}

void FormRows::setTexts(QWidget* field, const FieldTexts& t) const
{
    if (QLabel* l = label(field); l && !t.label.isEmpty())
        l->setText(t.label);
    if (!t.toolTip.isEmpty())
        field->setToolTip(t.toolTip);
    if (!t.suffix.isEmpty()) {
        if (auto* spin = qobject_cast<QSpinBox*>(field))
            spin->setSuffix(t.suffix);
        else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(field))
            dspin->setSuffix(t.suffix);
    }
    if (!t.special.isEmpty())
        if (auto* box = qobject_cast<QAbstractSpinBox*>(field))
            box->setSpecialValueText(t.special);
}

} // namespace bwui

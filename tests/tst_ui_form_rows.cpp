// The settings panels' form builder (ui/widgets/form_rows): every row's
// label is its field's buddy, setTexts() sets only the texts it is given
// (the label, the tooltip, a spin box's suffix and special-value text),
// labelText() names the field without its mnemonic, and the load panel's
// rows come out labelled in that way.
#include "panels/load_panel.h"
#include "test_main.h"
#include "widgets/form_rows.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QtTest>

using namespace bwui;

class TestFormRows : public QObject {
    Q_OBJECT
private slots:
    void labelIsTheFieldsBuddy();
    void rowWidgetKeepsTheFieldAsBuddy();
    void setTextsSetsWhatItIsGiven();
    void setTextsLeavesEmptyTextsAlone();
    void labelTextDropsTheMnemonic();
    void loadPanelRowsAreLabelled();
};

namespace {

// A form in a box of its own, its rows made by one FormRows.
struct Form {
    QWidget box;
    QFormLayout* layout = new QFormLayout(&box);
    FormRows rows;
    // Adds `field` in a row of its own; returns it.
    template <class Field> Field* add(Field* field)
    {
        rows.add(layout, field);
        return field;
    }
};

} // namespace

void TestFormRows::labelIsTheFieldsBuddy()
{
    Form form;
    auto* field = form.add(new QSpinBox);
    QLabel* label = form.rows.label(field);
    QVERIFY(label);
    QCOMPARE(label->buddy(), field);
    QCOMPARE(form.layout->rowCount(), 1);
    QCOMPARE(form.layout->itemAt(0, QFormLayout::LabelRole)->widget(), label);
    QCOMPARE(form.layout->itemAt(0, QFormLayout::FieldRole)->widget(), field);
    QCOMPARE(form.rows.label(&form.box), nullptr);   // no row of its own
}

void TestFormRows::rowWidgetKeepsTheFieldAsBuddy()
{
    Form form;
    auto* row = new QWidget;
    auto* field = new QLineEdit(row);
    auto* rowLayout = new QHBoxLayout;
    auto* other = new QLineEdit;
    rowLayout->addWidget(other);
    form.rows.add(form.layout, field, row);
    form.rows.add(form.layout, other, rowLayout);
    QCOMPARE(form.rows.label(field)->buddy(), field);
    QCOMPARE(form.layout->itemAt(0, QFormLayout::FieldRole)->widget(), row);
    QCOMPARE(form.rows.label(other)->buddy(), other);
    QCOMPARE(form.layout->itemAt(1, QFormLayout::FieldRole)->layout(), rowLayout);
}

void TestFormRows::setTextsSetsWhatItIsGiven()
{
    Form form;
    auto* seconds = form.add(new QDoubleSpinBox);
    auto* count = form.add(new QSpinBox);
    const FormRows& rows = form.rows;
    rows.setTexts(seconds, {.label = "&Warmup:", .toolTip = "before measuring", .suffix = " s", .special = "None"});
    rows.setTexts(count, {.label = "Threads:", .toolTip = "per CPU", .suffix = " threads", .special = "Auto"});
    QCOMPARE(rows.label(seconds)->text(), QStringLiteral("&Warmup:"));
    QCOMPARE(seconds->toolTip(), QStringLiteral("before measuring"));
    QCOMPARE(seconds->suffix(), QStringLiteral(" s"));
    QCOMPARE(seconds->specialValueText(), QStringLiteral("None"));
    QCOMPARE(count->suffix(), QStringLiteral(" threads"));
    QCOMPARE(count->specialValueText(), QStringLiteral("Auto"));
    QCOMPARE(rows.label(count)->toolTip(), QString());   // the tooltip is the field's
}

void TestFormRows::setTextsLeavesEmptyTextsAlone()
{
    Form form;
    auto* field = form.add(new QDoubleSpinBox);
    field->setToolTip("shared tip");
    field->setSuffix(" ms");
    field->setSpecialValueText("none");
    form.rows.setTexts(field, {.label = "p99:"});
    QCOMPARE(form.rows.label(field)->text(), QStringLiteral("p99:"));
    QCOMPARE(field->toolTip(), QStringLiteral("shared tip"));
    QCOMPARE(field->suffix(), QStringLiteral(" ms"));
    QCOMPARE(field->specialValueText(), QStringLiteral("none"));
}

void TestFormRows::labelTextDropsTheMnemonic()
{
    Form form;
    auto* field = form.add(new QDoubleSpinBox);
    form.rows.setTexts(field, {.label = "CPU &quota:"});
    QCOMPARE(form.rows.labelText(field), QStringLiteral("CPU quota:"));
    QCOMPARE(form.rows.labelText(&form.box), QString());
}

void TestFormRows::loadPanelRowsAreLabelled()
{
    // Every label of the load panel has a field to focus and a text.
    LoadPanel panel;
    int labelled = 0;
    for (QLabel* label : panel.findChildren<QLabel*>()) {
        if (!label->buddy())
            continue;
        ++labelled;
        QVERIFY2(!label->text().isEmpty(), qPrintable(label->buddy()->metaObject()->className()));
        QVERIFY(!label->buddy()->toolTip().isEmpty());
    }
    // VUs, threads, warmup, timeout, protocol, engine, rounds, cool-down;
    // the SLO's RPS floor and p99 ceiling.
    QCOMPARE(labelled, 10);
}

BW_TEST_MAIN(TestFormRows)
#include "tst_ui_form_rows.moc"

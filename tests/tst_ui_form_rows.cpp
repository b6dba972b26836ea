// The settings panels' form builder (ui/widgets/form_rows): every row's
// label is its field's buddy, setTexts() sets only the texts it is given
// (the label, the tooltip, a spin box's suffix and special-value text),
// labelText() names the field without its mnemonic, and the load panel's
// rows come out labelled in that way.
#include "panels/load_panel.h"
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

void TestFormRows::labelIsTheFieldsBuddy()
{
    QWidget box;
    auto* form = new QFormLayout(&box);
    auto* field = new QSpinBox;
    FormRows rows;
    rows.add(form, field);
    QLabel* label = rows.label(field);
    QVERIFY(label);
    QCOMPARE(label->buddy(), field);
    QCOMPARE(form->rowCount(), 1);
    QCOMPARE(form->itemAt(0, QFormLayout::LabelRole)->widget(), label);
    QCOMPARE(form->itemAt(0, QFormLayout::FieldRole)->widget(), field);
    QCOMPARE(rows.label(&box), nullptr);   // no row of its own
}

void TestFormRows::rowWidgetKeepsTheFieldAsBuddy()
{
    QWidget box;
    auto* form = new QFormLayout(&box);
    auto* row = new QWidget;
    auto* field = new QLineEdit(row);
    auto* rowLayout = new QHBoxLayout;
    auto* other = new QLineEdit;
    rowLayout->addWidget(other);
    FormRows rows;
    rows.add(form, field, row);
    rows.add(form, other, rowLayout);
    QCOMPARE(rows.label(field)->buddy(), field);
    QCOMPARE(form->itemAt(0, QFormLayout::FieldRole)->widget(), row);
    QCOMPARE(rows.label(other)->buddy(), other);
    QCOMPARE(form->itemAt(1, QFormLayout::FieldRole)->layout(), rowLayout);
}

void TestFormRows::setTextsSetsWhatItIsGiven()
{
    QWidget box;
    auto* form = new QFormLayout(&box);
    auto* seconds = new QDoubleSpinBox;
    auto* count = new QSpinBox;
    FormRows rows;
    rows.add(form, seconds);
    rows.add(form, count);
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
    QWidget box;
    auto* form = new QFormLayout(&box);
    auto* field = new QDoubleSpinBox;
    field->setToolTip("shared tip");
    field->setSuffix(" ms");
    field->setSpecialValueText("none");
    FormRows rows;
    rows.add(form, field);
    rows.setTexts(field, {.label = "p99:"});
    QCOMPARE(rows.label(field)->text(), QStringLiteral("p99:"));
    QCOMPARE(field->toolTip(), QStringLiteral("shared tip"));
    QCOMPARE(field->suffix(), QStringLiteral(" ms"));
    QCOMPARE(field->specialValueText(), QStringLiteral("none"));
}

void TestFormRows::labelTextDropsTheMnemonic()
{
    QWidget box;
    auto* form = new QFormLayout(&box);
    auto* field = new QDoubleSpinBox;
    FormRows rows;
    rows.add(form, field);
    rows.setTexts(field, {.label = "CPU &quota:"});
    QCOMPARE(rows.labelText(field), QStringLiteral("CPU quota:"));
    QCOMPARE(rows.labelText(&box), QString());
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

QTEST_MAIN(TestFormRows)
#include "tst_ui_form_rows.moc"

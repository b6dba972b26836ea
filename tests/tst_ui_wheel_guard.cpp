// The mouse wheel never edits a settings field it merely passes over: an
// unfocused spin box or combo box hands the wheel to the scroll area under
// it (which scrolls), and a wheel does not focus it. Once focused (a click,
// Tab), the wheel changes it as before. One application-wide guard does it
// for every such field (widgets/wheel_guard.h), including fields created
// after it was installed.
#include "test_main.h"
#include "widgets/wheel_guard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSpontaneKeyEvent>
#include <QVBoxLayout>
#include <QtTest>

class TestWheelGuard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void unfocusedFieldsScrollThePanel();
    void focusedFieldTakesTheWheel();
    void cleanup();

private:
    // A wheel turn (one notch down) over the middle of `w`, delivered as the
    // window system delivers it: to the widget under the pointer, passed on
    // to the parents while none accepts it.
    static void wheelDown(QWidget* w);

    QScrollArea* area_ = nullptr;
    QLineEdit* other_ = nullptr;
    QSpinBox* vus_ = nullptr;
    QDoubleSpinBox* warmup_ = nullptr;
    QComboBox* engine_ = nullptr;
};

void TestWheelGuard::initTestCase()
{
    bwui::WheelGuard::install(QCoreApplication::instance());
    bwui::WheelGuard::install(QCoreApplication::instance());   // once is enough
    QCOMPARE(QCoreApplication::instance()->findChildren<bwui::WheelGuard*>().size(), 1);

    // A load panel in miniature: fields in a tall scrolled column.
    area_ = new QScrollArea;
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    other_ = new QLineEdit;
    vus_ = new QSpinBox;
    vus_->setRange(1, 1000);
    vus_->setValue(20);
    warmup_ = new QDoubleSpinBox;
    warmup_->setRange(0, 60);
    warmup_->setSpecialValueText(QStringLiteral("None"));
    warmup_->setValue(1.0);
    engine_ = new QComboBox;
    engine_->addItems({QStringLiteral("Auto"), QStringLiteral("Native"), QStringLiteral("libcurl")});
    engine_->setCurrentIndex(1);
    layout->addWidget(other_);
    layout->addWidget(vus_);
    layout->addWidget(warmup_);
    layout->addWidget(engine_);
    layout->addSpacing(3000);   // room to scroll
    area_->setWidget(content);
    area_->setWidgetResizable(true);
    area_->resize(300, 400);
    area_->show();
    QVERIFY(QTest::qWaitForWindowExposed(area_));
}

void TestWheelGuard::wheelDown(QWidget* w)
{
    const QPoint local = w->rect().center();
    QWidget* under = w->childAt(local) ? w->childAt(local) : w;   // a spin box's line edit
    const QPointF at = under->mapFrom(w, local);
    QWheelEvent ev(at, under->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&ev);   // from the window system: QApplication passes it up
    QApplication::instance()->notify(under, &ev);
}

void TestWheelGuard::unfocusedFieldsScrollThePanel()
{
    other_->setFocus();
    QTRY_VERIFY(other_->hasFocus());
    for (QWidget* field : std::initializer_list<QWidget*>{vus_, warmup_, engine_}) {
        QCOMPARE(field->focusPolicy(), Qt::StrongFocus);   // no Qt::WheelFocus: a wheel does not focus it
        area_->verticalScrollBar()->setValue(0);
        wheelDown(field);
        QVERIFY2(!field->hasFocus(), field->metaObject()->className());
        QVERIFY2(area_->verticalScrollBar()->value() > 0, field->metaObject()->className());   // the panel scrolled
    }
    QCOMPARE(vus_->value(), 20);
    QCOMPARE(warmup_->value(), 1.0);
    QCOMPARE(engine_->currentIndex(), 1);
    // A field made after the guard was installed is guarded too.
    auto* later = new QSpinBox(area_->widget());
    later->setValue(5);
    later->show();
    QCOMPARE(later->focusPolicy(), Qt::StrongFocus);
    wheelDown(later);
    QCOMPARE(later->value(), 5);
}

void TestWheelGuard::focusedFieldTakesTheWheel()
{
    area_->verticalScrollBar()->setValue(0);
    vus_->setFocus();
    QTRY_VERIFY(vus_->hasFocus());
    wheelDown(vus_);
    QCOMPARE(vus_->value(), 19);
    QCOMPARE(area_->verticalScrollBar()->value(), 0);   // the field took it
    engine_->setFocus();
    QTRY_VERIFY(engine_->hasFocus());
    wheelDown(engine_);
    QCOMPARE(engine_->currentIndex(), 2);
}

void TestWheelGuard::cleanup()
{
    vus_->setValue(20);
    engine_->setCurrentIndex(1);
}

BW_TEST_MAIN(TestWheelGuard)
#include "tst_ui_wheel_guard.moc"

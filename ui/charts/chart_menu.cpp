#include "charts/chart_menu.h"

#include "charts/chart_export.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QWidget>

namespace bwui {

namespace {

bool saveAs(QWidget* widget, const QString& suggested, const QString& suffix)
{
    const QString filter = suffix == QLatin1String("svg") ? QCoreApplication::translate("ChartMenu", "SVG image (*.svg)") : QCoreApplication::translate("ChartMenu", "PNG image (*.png)");
    QString path = QFileDialog::getSaveFileName(widget, QCoreApplication::translate("ChartMenu", "Save image"),
                                                QDir::home().filePath(suggested + QLatin1Char('.') + suffix), filter);
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive))
        path += QLatin1Char('.') + suffix;
    const QString error = exportWidgetImage(widget, path);
    if (!error.isEmpty()) {
        QMessageBox::warning(widget, QCoreApplication::translate("ChartMenu", "Save image"), error);
        return false;
    }
    return true;
}
} // namespace

void showChartMenu(QWidget* chart, const QPoint& globalPos, const std::function<void()>& resetZoom, bool zoomed)
{
    QMenu menu(chart);
    QAction* png = menu.addAction(QCoreApplication::translate("ChartMenu", "Save chart as PNG…"));
    QAction* svg = menu.addAction(QCoreApplication::translate("ChartMenu", "Save chart as SVG…"));
    QAction* reset = nullptr;
    if (resetZoom) {
        menu.addSeparator();
        reset = menu.addAction(QCoreApplication::translate("ChartMenu", "Reset zoom (double-click)"));
        reset->setEnabled(zoomed);
    }
    QAction* chosen = menu.exec(globalPos);
    if (chosen == png)
        saveAs(chart, QStringLiteral("benchwork-chart"), QStringLiteral("png"));
    else if (chosen == svg)
        saveAs(chart, QStringLiteral("benchwork-chart"), QStringLiteral("svg"));
    else if (chosen && chosen == reset)
        resetZoom();
}

bool saveWidgetImageAs(QWidget* widget, const QString& suggestedName)
{
    const QString filter = QCoreApplication::translate("ChartMenu", "PNG image (*.png)") + QStringLiteral(";;") + QCoreApplication::translate("ChartMenu", "SVG image (*.svg)");
    QString selected;
    QString path = QFileDialog::getSaveFileName(widget, QCoreApplication::translate("ChartMenu", "Save image"),
                                                QDir::home().filePath(suggestedName + QStringLiteral(".png")), filter,
                                                &selected);
    if (path.isEmpty())
        return false;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += selected.contains(QLatin1String("svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    const QString error = exportWidgetImage(widget, path);
    if (!error.isEmpty()) {
        QMessageBox::warning(widget, QCoreApplication::translate("ChartMenu", "Save image"), error);
        return false;
    }
    return true;
}

} // namespace bwui

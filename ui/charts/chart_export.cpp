#include "charts/chart_export.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>

namespace bwui {

QString exportWidgetImage(QWidget* widget, const QString& path)
{
    if (!widget)
        return QCoreApplication::translate("ChartExport", "There is nothing to export.");
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        const QPixmap pixmap = widget->grab();
        if (pixmap.isNull() || !pixmap.save(path, "PNG"))
            return QCoreApplication::translate("ChartExport", "Could not write %1.").arg(path);
        return {};
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(widget->size());
        svg.setViewBox(QRect(QPoint(0, 0), widget->size()));
        svg.setTitle(widget->windowTitle());
        svg.setDescription(QStringLiteral("Benchwork"));
        QPainter painter;
        if (!painter.begin(&svg))
            return QCoreApplication::translate("ChartExport", "Could not write %1.").arg(path);
        widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        painter.end();
        if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0)
            return QCoreApplication::translate("ChartExport", "Could not write %1.").arg(path);
        return {};
    }
    return QCoreApplication::translate("ChartExport", "Choose a file name ending in .png or .svg (not %1).").arg(QFileInfo(path).fileName());
}

} // namespace bwui

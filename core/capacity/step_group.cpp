#include "capacity/step_group.h"

#include <QJsonDocument>

namespace bw {

StepGroup::StepGroup(const std::string& historyPath, const std::string& kind, const std::string& name, int64_t startedAtMs,
                     int planned)
    : store_(std::make_unique<HistoryStore>())
{
    if (store_->open(historyPath))
        id_ = store_->createRoundGroup(kind, name, startedAtMs, planned);
    if (!id_)
        error_ = store_->lastError();
}

bool StepGroup::save(const QJsonObject& detail, double headlineRps)
{
    if (!id_)
        return false;
    const QByteArray json = QJsonDocument(detail).toJson(QJsonDocument::Compact);
    if (store_->setRoundGroupDetail(id_, json.toStdString(), headlineRps))
        return true;
    error_ = store_->lastError();
    return false;
}

} // namespace bw

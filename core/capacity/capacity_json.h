#pragma once
// A capacity search as "benchwork.capacity/1" and a sweep as
// "benchwork.sweep/1" (docs/json-schema.md): what `capacity --json` and
// `sweep --json` write, what the history keeps in the group
// (RoundGroupRow::detailJson) and what the reports and the window read
// back. Steps carry their figures and their run's history id, not the run
// itself. Keys marked derived in the schema ("answer", "why", "floorRatio")
// are English, written for readers and ignored when read. Any thread.
#include "capacity/capacity_result.h"
#include "capacity/sweep_result.h"

#include <QJsonObject>
#include <QString>

namespace bw {

inline constexpr char kCapacitySchema[] = "benchwork.capacity/1";
inline constexpr char kSweepSchema[] = "benchwork.sweep/1";

QJsonObject capacityToJson(const CapacityResult& r);
// Inverse of capacityToJson (derived keys ignored). False with *error
// "$.steps[2].rate: expected a number" on a schema mismatch.
bool capacityFromJson(const QJsonObject& json, CapacityResult* out, QString* error);

QJsonObject sweepToJson(const SweepResult& r);
bool sweepFromJson(const QJsonObject& json, SweepResult* out, QString* error);

} // namespace bw

#!/usr/bin/env python3
"""Offline check of deploy/kubernetes/*.yaml (no cluster needed).

`kubectl create --dry-run=client` still asks a server for its API list, so
this checks what it can without one: every file parses as YAML; every object
has apiVersion, kind and metadata.name; the Job's, pod's and container's
keys are known fields of batch/v1 Job, core/v1 PodSpec and Container (a typo
would otherwise be dropped silently by an older server); and the pieces agree
with each other: an Indexed Job with parallelism = completions =
BENCHWORK_AGENTS, restartPolicy Never (podFailurePolicy needs it), the
ConfigMap it reads, JOB_COMPLETION_INDEX as --agent-index, and result markers
that collect.sh recognises. Prints what it checked; exit 1 on a problem.
"""
import pathlib
import re
import sys

import yaml

HERE = pathlib.Path(__file__).resolve().parent

JOB_SPEC = {"activeDeadlineSeconds", "backoffLimit", "backoffLimitPerIndex", "completionMode", "completions",
            "managedBy", "manualSelector", "maxFailedIndexes", "parallelism", "podFailurePolicy",
            "podReplacementPolicy", "selector", "successPolicy", "suspend", "template", "ttlSecondsAfterFinished"}
POD_SPEC = {"activeDeadlineSeconds", "affinity", "automountServiceAccountToken", "containers", "dnsConfig",
            "dnsPolicy", "enableServiceLinks", "ephemeralContainers", "hostAliases", "hostIPC", "hostNetwork",
            "hostPID", "hostUsers", "hostname", "imagePullSecrets", "initContainers", "nodeName", "nodeSelector",
            "os", "overhead", "preemptionPolicy", "priority", "priorityClassName", "readinessGates",
            "resourceClaims", "restartPolicy", "runtimeClassName", "schedulerName", "schedulingGates",
            "securityContext", "serviceAccountName", "setHostnameAsFQDN", "shareProcessNamespace", "subdomain",
            "terminationGracePeriodSeconds", "tolerations", "topologySpreadConstraints", "volumes"}
CONTAINER = {"args", "command", "env", "envFrom", "image", "imagePullPolicy", "lifecycle", "livenessProbe", "name",
             "ports", "readinessProbe", "resizePolicy", "resources", "restartPolicy", "securityContext",
             "startupProbe", "stdin", "stdinOnce", "terminationMessagePath", "terminationMessagePolicy", "tty",
             "volumeDevices", "volumeMounts", "workingDir"}

problems = []
checked = []


def need(cond, what):
    (checked if cond else problems).append(what)


def unknown(obj, allowed, where):
    extra = sorted(set(obj) - allowed)
    need(not extra, f"{where}: only known fields" + (f" (unknown: {', '.join(extra)})" if extra else ""))


objects = {}
for path in sorted(p for p in HERE.glob("*.yaml") if p.name != "kustomization.yaml"):
    docs = [d for d in yaml.safe_load_all(path.read_text()) if d is not None]
    need(bool(docs), f"{path.name}: parses as YAML")
    for d in docs:
        name = (d.get("metadata") or {}).get("name")
        need(bool(d.get("apiVersion")) and bool(d.get("kind")) and bool(name),
             f"{path.name}: {d.get('kind')} has apiVersion, kind and metadata.name")
        objects[(d.get("kind"), name)] = d

cm = objects.get(("ConfigMap", "benchwork-agents"))
job = objects.get(("Job", "benchwork-agents"))
need(cm is not None, "ConfigMap benchwork-agents exists")
need(job is not None, "Job benchwork-agents exists")
if cm and job:
    data = cm.get("data") or {}
    need(all(isinstance(v, str) for v in data.values()), "ConfigMap data values are strings")
    for key in ("BENCHWORK_URL", "BENCHWORK_AGENTS", "BENCHWORK_START_AT", "BENCHWORK_ARGS"):
        need(key in data, f"ConfigMap has {key}")
    agents = int(data.get("BENCHWORK_AGENTS", "0"))
    need(job.get("apiVersion") == "batch/v1", "Job is batch/v1")
    spec = job["spec"]
    unknown(spec, JOB_SPEC, "Job spec")
    need(spec.get("completionMode") == "Indexed", "Job completionMode is Indexed")
    need(spec.get("parallelism") == spec.get("completions") == agents,
         f"parallelism = completions = BENCHWORK_AGENTS ({spec.get('parallelism')}, {spec.get('completions')}, {agents})")
    pod = spec["template"]["spec"]
    unknown(pod, POD_SPEC, "pod spec")
    need(pod.get("restartPolicy") == "Never", "restartPolicy is Never (podFailurePolicy requires it)")
    names = set()
    for c in pod["containers"]:
        unknown(c, CONTAINER, f"container {c.get('name')}")
        names.add(c.get("name"))
        refs = [e.get("configMapRef", {}).get("name") for e in c.get("envFrom", [])]
        need("benchwork-agents" in refs, f"container {c.get('name')} reads the ConfigMap")
        script = " ".join(c.get("command", []) + c.get("args", []))
        need('--agent-index "$JOB_COMPLETION_INDEX"' in script, "JOB_COMPLETION_INDEX is the --agent-index")
        need('--start-at "$BENCHWORK_START_AT"' in script, "--start-at comes from the ConfigMap")
        collect = (HERE / "collect.sh").read_text()
        begin = re.search(r"/\^(-----BEGIN BENCHWORK RESULT) \[0-9\]\+-----\$/", collect)
        end = re.search(r"/\^(-----END BENCHWORK RESULT) \[0-9\]\+-----\$/", collect)
        need(bool(begin and end), "collect.sh recognises BEGIN/END markers")
        if begin and end:
            need(f'echo "{begin.group(1)} $JOB_COMPLETION_INDEX-----"' in script and
                 f'echo "{end.group(1)} $JOB_COMPLETION_INDEX-----"' in script,
                 "the agent prints the markers collect.sh looks for")
    for rule in spec.get("podFailurePolicy", {}).get("rules", []):
        ref = rule.get("onExitCodes", {}).get("containerName")
        need(ref is None or ref in names, f"podFailurePolicy names an existing container ({ref})")

for c in checked:
    print("ok  ", c)
for p in problems:
    print("FAIL", p)
print(f"{len(checked)} passed, {len(problems)} failed")
sys.exit(1 if problems else 0)

#!/usr/bin/env python3
"""Kubernetes pod and container status reasons and event reasons.

Source: no Debian 12 package carries the kubelet or k8s.io/api reason constants (there is no
golang-k8s-api-dev or golang-k8s-kubernetes-dev, and the kubectl of kubernetes-client does not
embed the kubelet's reasons), so this importer holds the list of reason names itself: names are
facts, taken from the kubelet and controller constants (pkg/kubelet/images, pkg/kubelet/container,
pkg/kubelet/events, pkg/controller) as `kubectl get pods`, `kubectl describe` and
`kubectl get events` print them. Each entry carries the forms kubectl shows (a STATUS column
value, `Reason:  X` in describe, `Warning  X` in events) as patterns.
Run: python3 catalogue/importers/kubernetes_reasons.py [--drafts DIR]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

# (reason, slug, title, message template or "", extra patterns [(regex, weight)], kind)
# kind: "status" (a pod/container status reason shown by kubectl get/describe) or "event".
REASONS = [
    ("CrashLoopBackOff", "crashloopbackoff", "", "", [], "status"),
    ("ImagePullBackOff", "image-pull-backoff", "", "", [], "status"),
    ("ErrImagePull", "err-image-pull", "", "", [], "status"),
    ("InvalidImageName", "invalid-image-name", "", "", [], "status"),
    ("CreateContainerConfigError", "create-container-config-error", "", "", [], "status"),
    ("OOMKilled", "oomkilled", "", "", [], "status"),
    ("Evicted", "evicted", "", "", [], "status"),
    ("FailedScheduling", "failed-scheduling", "", "", [], "event"),
    ("FailedMount", "failed-mount", "", "", [], "event"),
    ("CreateContainerError", "create-container-error",
     "CreateContainerError: the runtime could not create the container", "",
     [(r"Error: failed to create containerd container: .+", 0.8)], "status"),
    ("RunContainerError", "run-container-error",
     "RunContainerError: the container was created but could not be started", "", [], "status"),
    ("ContainerCannotRun", "container-cannot-run",
     "ContainerCannotRun: the runtime failed to start the container process", "", [], "status"),
    ("Error", "container-terminated-error",
     "Terminated with reason Error: the container exited with a non-zero code", "",
     [], "terminated"),
    ("Completed", "container-terminated-completed",
     "Terminated with reason Completed: the container exited with code 0", "", [], "terminated"),
    ("ContainerCreating", "container-creating",
     "ContainerCreating: the pod is on a node but its containers do not exist yet", "", [], "status"),
    ("PodInitializing", "pod-initializing",
     "PodInitializing: the init containers have finished or are running, the main containers wait", "",
     [(r"is waiting to start: PodInitializing", 0.9)], "status"),
    ("NodeLost", "node-lost",
     "NodeLost: the node running the pod stopped reporting", "", [], "status"),
    ("FailedAttachVolume", "failed-attach-volume",
     "FailedAttachVolume: the volume could not be attached to the node",
     'AttachVolume.Attach failed for volume "{volume}" : {detail}',
     [(r'AttachVolume\.Attach failed for volume "[^"]+"', 0.95)], "event"),
    ("FailedCreatePodSandBox", "failed-create-pod-sandbox",
     "FailedCreatePodSandBox: the pod's sandbox and network could not be set up",
     'Failed to create pod sandbox: rpc error: code = Unknown desc = {detail}',
     [(r"Failed to create pod sandbox: rpc error: code = \w+ desc = .+", 0.95)], "event"),
    ("BackOff", "backoff-event",
     "BackOff: the kubelet is waiting before retrying a failed container or image pull", "",
     [], "event"),
    ("Unhealthy", "unhealthy-probe-failed",
     "Unhealthy: a liveness, readiness or startup probe failed",
     "{probe} probe failed: {detail}",
     [(r"(?:Liveness|Readiness|Startup) probe failed: .+", 0.95)], "event"),
    ("NodeNotReady", "node-not-ready",
     "NodeNotReady: the node reports NotReady", "Node {node} status is now: NodeNotReady",
     [(r"Node \S+ status is now: NodeNotReady", 0.95),
      (r"(?m)^\S+\s+NotReady\s+\S*\s+\d+\S*\s+v\d+\.\d+", 0.8)], "event"),
    ("DeadlineExceeded", "job-deadline-exceeded",
     "DeadlineExceeded: the Job ran longer than activeDeadlineSeconds",
     "Job was active longer than specified deadline",
     [(r"Job was active longer than specified deadline", 0.95)], "event"),
    ("BackoffLimitExceeded", "job-backoff-limit-exceeded",
     "BackoffLimitExceeded: the Job's pods failed more often than backoffLimit allows",
     "Job has reached the specified backoff limit",
     [(r"Job has reached the specified backoff limit", 0.95)], "event"),
    ("Preempting", "preempting",
     "Preempting: the pod was evicted to make room for a higher-priority pod",
     "Preempted by {namespace}/{pod} on node {node}",
     [(r"Preempted by \S+ on node \S+", 0.9)], "event"),
    ("FailedCreate", "failed-create",
     "FailedCreate: a controller could not create its pods",
     'Error creating: {detail}',
     [(r"FailedCreate\s+.*Error creating: .+", 0.95)], "event"),
    ("ProvisioningFailed", "provisioning-failed",
     "ProvisioningFailed: the storage class could not provision a volume for the claim",
     "failed to provision volume with StorageClass \"{class}\": {detail}",
     [(r'failed to provision volume with StorageClass "[^"]+"', 0.95),
      (r'storageclass\.storage\.k8s\.io "[^"]+" not found', 0.85)], "event"),
    ("ErrImageNeverPull", "err-image-never-pull",
     "ErrImageNeverPull: imagePullPolicy Never and the image is not on the node",
     'Container image "{image}" is not present with pull policy of Never',
     [(r'Container image "[^"]+" is not present with pull policy of Never', 0.95)], "status"),
    ("ImageInspectError", "image-inspect-error",
     "ImageInspectError: the kubelet could not inspect the image on the node",
     "Failed to inspect image \"{image}\": {detail}",
     [(r'Failed to inspect image "[^"]+"', 0.9)], "status"),
    ("FailedPostStartHook", "failed-post-start-hook",
     "FailedPostStartHook: the postStart lifecycle hook failed and the container was killed", "",
     [(r"PostStartHookError: .+", 0.9)], "event"),
    ("FailedPreStopHook", "failed-pre-stop-hook",
     "FailedPreStopHook: the preStop lifecycle hook failed while stopping the container", "",
     [(r"PreStopHook failed", 0.85)], "event"),
    ("ContainerStatusUnknown", "container-status-unknown",
     "ContainerStatusUnknown: the container's state could not be found",
     "The container could not be located when the pod was terminated",
     [(r"The container could not be located when the pod was (?:terminated|deleted)", 0.95)], "status"),
    ("OutOfcpu", "out-of-cpu",
     "OutOfcpu: the kubelet rejected the pod because the node lacks CPU",
     "Pod Node didn't have enough resource: cpu, requested: {requested}, used: {used}, capacity: {capacity}",
     [(r"Node didn't have enough resource: cpu, requested: \d+", 0.95)], "status"),
    ("OutOfmemory", "out-of-memory-admission",
     "OutOfmemory: the kubelet rejected the pod because the node lacks memory",
     "Pod Node didn't have enough resource: memory, requested: {requested}, used: {used}, capacity: {capacity}",
     [(r"Node didn't have enough resource: memory, requested: \d+", 0.95)], "status"),
    ("NetworkNotReady", "network-not-ready",
     "NetworkNotReady: the node's CNI network plugin is not ready",
     "network is not ready: container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:{detail}",
     [(r"container runtime network not ready: NetworkReady=false", 0.95),
      (r"cni plugin not initialized", 0.85)], "event"),
    ("FailedKillPod", "failed-kill-pod",
     "FailedKillPod: the kubelet could not stop the pod's containers", "error killing pod: {detail}",
     [(r"error killing pod: .+", 0.9)], "event"),
    ("SchedulingGated", "scheduling-gated",
     "SchedulingGated: the pod waits for its scheduling gates to be removed", "", [], "status"),
]


def patterns(reason, kind, extra):
    out = list(extra)
    if kind == "status":
        out.append((rf"(?m)^\S+\s+\d+/\d+\s+(?:Init:)?{reason}\s+\d+", 0.9))
        out.append((rf"Reason:\s+{reason}\b", 0.85))
    elif kind == "terminated":
        out.append((rf"Terminated\s+Reason:\s+{reason}\b", 0.8))
        out.append((rf"(?m)^\S+\s+\d+/\d+\s+{reason}\s+\d+", 0.8))
    else:
        # BackOff also heads the CrashLoopBackOff and ImagePullBackOff events: keep it low.
        out.append((rf"(?:Warning|Normal)\s+{reason}\s", 0.6 if reason == "BackOff" else 0.85))
    return out


def entries():
    for reason, slug, title, message, extra, kind in REASONS:
        record = common.draft(reason, title or reason, message, patterns(reason, kind, extra),
                              extra={"platforms": ["kubernetes"]})
        yield [reason], slug, record


if __name__ == "__main__":
    sys.exit(common.run("kubernetes", "the kubelet/controller reason names listed in this importer",
                        entries()))

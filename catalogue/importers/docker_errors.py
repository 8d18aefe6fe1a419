#!/usr/bin/env python3
"""Docker CLI, daemon and build errors people meet.

Docker prints no error codes, so the codes are our own stable ids (DOCKER_...). Reads: the
message texts compiled into the Docker binaries of the Debian package docker.io (`docker`, the
CLI, and `dockerd`, the daemon with BuildKit built in). Installing it is not needed:
`apt-get download docker.io && dpkg-deb -x docker.io_*.deb DIR` and set DOCKER_ROOT=DIR
(an installed package is found under /). Every entry below names the literal text (NEEDLE) that
must occur in those binaries; the importer confirms it is there and fails when it is not. A few
texts come from the registry's HTTP answer (Docker Hub rate limits, registry auth), not from the
binaries: their NEEDLE is None and they are listed as registry answers.
Run: DOCKER_ROOT=... python3 catalogue/importers/docker_errors.py [--drafts DIR]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

BINARIES = ["usr/bin/docker", "usr/sbin/dockerd"]

# (code, slug, needle in the binaries or None, title, message template, [(regex, weight)])
ERRORS = [
    ("DOCKER_PULL_ACCESS_DENIED", "pull-access-denied", "pull access denied for %s, repository does not exist",
     "pull access denied: the repository does not exist or needs docker login",
     "Error response from daemon: pull access denied for {image}, repository does not exist or may require 'docker login': denied: requested access to the resource is denied",
     [(r"pull access denied for \S+, repository does not exist or may require 'docker login'", 0.95),
      (r"pull access denied, repository does not exist or may require authorization", 0.95)]),
    ("DOCKER_MANIFEST_UNKNOWN", "manifest-unknown", "manifest for %s not found",
     "manifest for the image not found: manifest unknown, the tag does not exist",
     "Error response from daemon: manifest for {image}:{tag} not found: manifest unknown: manifest unknown",
     [(r"manifest for \S+ not found: manifest unknown", 0.95), (r"manifest unknown", 0.7)]),
    ("DOCKER_NO_MATCHING_MANIFEST", "no-matching-manifest-for-platform", "no matching manifest for %s in the manifest list entries",
     "no matching manifest for the platform in the manifest list entries",
     "no matching manifest for {os}/{arch} in the manifest list entries",
     [(r"no matching manifest for \S+ in the manifest list entries", 0.95)]),
    ("DOCKER_NO_SPACE_LEFT", "no-space-left-on-device", "no space left on device",
     "no space left on device while pulling, building or writing a container layer",
     "failed to register layer: {detail}: no space left on device",
     [(r"failed to register layer: .*no space left on device", 0.9),
      (r"Error response from daemon: .*no space left on device", 0.85)]),
    ("DOCKER_PORT_ALREADY_ALLOCATED", "port-already-allocated", "Bind for %s:%d failed: port is already allocated",
     "Bind for the host port failed: port is already allocated by another container",
     "Error response from daemon: driver failed programming external connectivity on endpoint {name} ({id}): Bind for {ip}:{port} failed: port is already allocated",
     [(r"Bind for \S+:\d+ failed: port is already allocated", 0.95)]),
    ("DOCKER_PORT_ADDRESS_IN_USE", "port-address-already-in-use", "driver failed programming external connectivity on endpoint %s",
     "driver failed programming external connectivity: the host port is taken by another process",
     "Error response from daemon: driver failed programming external connectivity on endpoint {name} ({id}): Error starting userland proxy: listen tcp4 {ip}:{port}: bind: address already in use",
     [(r"Error starting userland proxy: listen \S+ \S+: bind: address already in use", 0.95),
      (r"driver failed programming external connectivity on endpoint \S+", 0.8)]),
    ("DOCKER_CONTAINER_NAME_IN_USE", "container-name-already-in-use", "is already in use by container",
     "Conflict: the container name is already in use by another container",
     'Error response from daemon: Conflict. The container name "{name}" is already in use by container "{id}". You have to remove (or rename) that container to be able to reuse that name.',
     [(r'The container name "[^"]+" is already in use by container "[^"]+"', 0.95)]),
    ("DOCKER_OCI_RUNTIME_CREATE_FAILED", "oci-runtime-create-failed", "OCI runtime create failed",
     "OCI runtime create failed: runc could not set up the container process",
     "Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: {detail}: unknown",
     [(r"OCI runtime create failed: .+", 0.85)]),
    ("DOCKER_EXECUTABLE_NOT_FOUND", "executable-file-not-found-in-path", "executable file not found in $PATH",
     "executable file not found in $PATH: the container command does not exist in the image",
     'exec: "{command}": executable file not found in $PATH: unknown',
     [(r'exec: "[^"]+": executable file not found in \$PATH', 0.95)]),
    ("DOCKER_EXEC_FORMAT_ERROR", "exec-format-error", "exec format error",
     "exec format error: the container binary is built for another CPU architecture",
     "exec {path}: exec format error",
     [(r"exec /\S+: exec format error", 0.85),
      (r"(?:standard_init_linux\.go|runc create failed).*exec format error", 0.9)]),
    ("DOCKER_BUILD_FILE_NOT_FOUND", "build-file-not-found-in-context", "failed to compute cache key",
     "COPY failed: the file is not found in the build context or excluded by .dockerignore",
     'failed to compute cache key: failed to calculate checksum of ref {ref}::{id}: "{path}": not found',
     [(r'failed to compute cache key: failed to calculate checksum of ref \S+ "[^"]*": not found', 0.95),
      (r"COPY failed: file not found in build context or excluded by \.dockerignore", 0.95),
      (r"failed to compute cache key: .*not found", 0.9)]),
    ("DOCKER_BUILD_FAILED_TO_SOLVE", "build-failed-to-solve", "failed to solve",
     "failed to solve: a BuildKit build step failed",
     "ERROR: failed to solve: process \"{command}\" did not complete successfully: exit code: {code}",
     [(r"failed to solve: process \"[^\n]*\" did not complete successfully: exit code: \d+", 0.95),
      (r"executor failed running \[[^\n]*\]: exit code: \d+", 0.9),
      (r"failed to solve: ", 0.6)]),
    ("DOCKER_TOO_MANY_REQUESTS", "pull-rate-limit-toomanyrequests", None,
     "toomanyrequests: you have reached your pull rate limit on Docker Hub",
     "toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit",
     [(r"toomanyrequests: You have reached your pull rate limit", 0.97), (r"\btoomanyrequests\b", 0.85)]),
    ("DOCKER_NETWORK_NOT_FOUND", "network-not-found", "network %s not found",
     "network not found: the named Docker network does not exist",
     "Error response from daemon: network {name} not found",
     [(r"Error response from daemon: network \S+ not found", 0.95)]),
    ("DOCKER_NO_SUCH_CONTAINER", "no-such-container", "No such container:",
     "No such container: the name or id matches no container on this daemon",
     "Error response from daemon: No such container: {name}",
     [(r"No such container: \S+", 0.95)]),
    ("DOCKER_NO_SUCH_IMAGE", "no-such-image", "No such image: %s",
     "No such image: the image is not present in the local image store",
     "Error response from daemon: No such image: {image}",
     [(r"No such image: \S+", 0.95)]),
    ("DOCKER_UNAUTHORIZED", "unauthorized-authentication-required", "authentication required",
     "unauthorized: authentication required by the registry",
     "Error response from daemon: Head \"{url}\": unauthorized: authentication required",
     [(r"unauthorized: authentication required", 0.9),
      (r"unauthorized: incorrect username or password", 0.95)]),
    ("DOCKER_PUSH_ACCESS_DENIED", "push-denied-requested-access", "requested access to the resource is denied",
     "denied: requested access to the resource is denied when pushing",
     "denied: requested access to the resource is denied",
     [(r"denied: requested access to the resource is denied", 0.85)]),
    ("DOCKER_CONTAINER_NOT_RUNNING", "container-is-not-running", "container %s is not running",
     "container is not running: exec, attach or kill needs a running container",
     "Error response from daemon: container {id} is not running",
     [(r"Error response from daemon: [Cc]ontainer \S+ is not running", 0.95)]),
    ("DOCKER_CONTAINER_RESTARTING", "container-is-restarting", "is restarting, wait until the container is running",
     "container is restarting, wait until the container is running",
     "Error response from daemon: Container {id} is restarting, wait until the container is running",
     [(r"[Cc]ontainer \S+ is restarting, wait until the container is running", 0.95)]),
    ("DOCKER_IMAGE_IN_USE", "image-in-use-unable-to-delete", "conflict: unable to delete %s (%s) - %s",
     "conflict: unable to delete the image, a container still uses it",
     "Error response from daemon: conflict: unable to delete {id} (must be forced) - image is being used by stopped container {container}",
     [(r"conflict: unable to delete \S+ \((?:must be forced|cannot be forced)\) - ", 0.95),
      (r"conflict: unable to remove repository reference \"[^\"]+\" \(must force\) - container \S+ is using its referenced image", 0.95)]),
    ("DOCKER_NETWORK_ALREADY_EXISTS", "network-already-exists", "network with name %s already exists",
     "network with name already exists",
     "Error response from daemon: network with name {name} already exists",
     [(r"network with name \S+ already exists", 0.95)]),
    ("DOCKER_NETWORK_HAS_ACTIVE_ENDPOINTS", "network-has-active-endpoints", "has active endpoints",
     "network has active endpoints: containers are still attached to it",
     "Error response from daemon: error while removing network: network {name} id {id} has active endpoints",
     [(r"network \S+ id \S+ has active endpoints", 0.95)]),
    ("DOCKER_VOLUME_IN_USE", "volume-in-use", "volume is in use",
     "volume is in use: a container still references the volume",
     "Error response from daemon: remove {volume}: volume is in use - [{container}]",
     [(r"remove \S+: volume is in use - \[", 0.95)]),
    ("DOCKER_BIND_SOURCE_NOT_EXIST", "bind-source-path-does-not-exist", "bind source path does not exist: %s",
     "invalid mount config: bind source path does not exist on the host",
     "Error response from daemon: invalid mount config for type \"bind\": bind source path does not exist: {path}",
     [(r"bind source path does not exist: \S+", 0.95)]),
    ("DOCKER_GPU_DRIVER_NOT_FOUND", "could-not-select-device-driver-gpu", "could not select device driver %q with capabilities: %v",
     "could not select device driver with capabilities gpu: no NVIDIA runtime on the host",
     "Error response from daemon: could not select device driver \"{driver}\" with capabilities: [[gpu]]",
     [(r"could not select device driver \"[^\"]*\" with capabilities: \[\[gpu\]\]", 0.95)]),
    ("DOCKER_MEMORY_LIMIT_TOO_LOW", "minimum-memory-limit", "Minimum memory limit allowed is 6MB",
     "Minimum memory limit allowed is 6MB: the --memory value is too small",
     "Error response from daemon: Minimum memory limit allowed is 6MB",
     [(r"Minimum memory limit allowed is \d+MB", 0.95)]),
    ("DOCKER_HTTP_RESPONSE_TO_HTTPS", "server-gave-http-response-to-https-client", "http: server gave HTTP response to HTTPS client",
     "http: server gave HTTP response to HTTPS client: the registry speaks plain HTTP",
     "Error response from daemon: Get \"https://{registry}/v2/\": http: server gave HTTP response to HTTPS client",
     [(r"Get \"?https://\S+/v2/\S*:? http: server gave HTTP response to HTTPS client", 0.95)]),
    ("DOCKER_NOT_A_TTY", "input-device-is-not-a-tty", "the input device is not a TTY",
     "the input device is not a TTY: docker run -t without a terminal",
     "the input device is not a TTY",
     [(r"the input device is not a TTY", 0.95)]),
    ("DOCKER_ADDRESS_POOLS_EXHAUSTED", "no-available-non-overlapping-address-pool", "could not find an available, non-overlapping IPv%d address pool",
     "could not find an available, non-overlapping IPv4 address pool for a new network",
     "Error response from daemon: could not find an available, non-overlapping IPv4 address pool among the defaults to assign to the network",
     [(r"could not find an available, non-overlapping IPv\d address pool", 0.95)]),
    ("DOCKER_FORBIDDEN_PATH_OUTSIDE_CONTEXT", "forbidden-path-outside-build-context", "forbidden path outside the build context: %s (%s)",
     "forbidden path outside the build context: COPY reaches above the context directory",
     "forbidden path outside the build context: {path} ({resolved})",
     [(r"forbidden path outside the build context: \S+", 0.95)]),
    ("DOCKER_UNKNOWN_INSTRUCTION", "dockerfile-unknown-instruction", "unknown instruction: %s",
     "Dockerfile parse error: unknown instruction",
     "dockerfile parse error on line {line}: unknown instruction: {word}",
     [(r"(?i)dockerfile parse error (?:on )?line \d+: unknown instruction: \S+", 0.95),
      (r"unknown instruction: [A-Z]\S*", 0.8)]),
    ("DOCKER_UNABLE_TO_PREPARE_CONTEXT", "unable-to-prepare-context", "unable to prepare context: %s",
     "unable to prepare context: the build path or Dockerfile cannot be found",
     "unable to prepare context: unable to evaluate symlinks in Dockerfile path: lstat {path}: no such file or directory",
     [(r"unable to prepare context: (?:unable to evaluate symlinks in Dockerfile path|path \"[^\"]+\" not found)", 0.95),
      (r"unable to prepare context: ", 0.85)]),
    ("DOCKER_ERROR_DURING_CONNECT", "error-during-connect-windows-pipe", "error during connect",
     "error during connect: the Docker Desktop engine pipe is not available",
     "error during connect: this error may indicate that the docker daemon is not running: Get \"http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.24/containers/json\": open //./pipe/docker_engine: The system cannot find the file specified.",
     [(r"error during connect: .*(?:pipe/docker_engine|pipe%2Fdocker_engine|dockerDesktopLinuxEngine)", 0.95),
      (r"error during connect: ", 0.75)]),
    ("DOCKER_LAYER_VERIFICATION_FAILED", "filesystem-layer-verification-failed", "filesystem layer verification failed for digest %s",
     "filesystem layer verification failed: a downloaded layer does not match its digest",
     "filesystem layer verification failed for digest {digest}",
     [(r"filesystem layer verification failed for digest \S+", 0.95)]),
    ("DOCKER_MAX_DEPTH_EXCEEDED", "max-depth-exceeded", "max depth exceeded",
     "max depth exceeded: the image has more than 125 layers",
     "max depth exceeded",
     [(r"(?:Error response from daemon|failed to register layer|ERROR).*: max depth exceeded", 0.9)]),
    ("DOCKER_REGISTRY_TIMEOUT", "registry-request-canceled-timeout", "Client.Timeout exceeded while awaiting headers",
     "request canceled while waiting for connection: the registry did not answer in time",
     "Error response from daemon: Get \"https://{registry}/v2/\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)",
     [(r"Get \"?https://\S+/v2/\S*:? net/http: request canceled while waiting for connection", 0.95),
      (r"Get \"?https://\S+/v2/\S*:? (?:context deadline exceeded|dial tcp: lookup \S+ .*i/o timeout)", 0.85)]),
    ("DOCKER_UNABLE_TO_FIND_IMAGE_LOCALLY", "unable-to-find-image-locally", "Unable to find image '%s' locally",
     "Unable to find image locally: docker run pulls it first (and may then fail)",
     "Unable to find image '{image}' locally",
     [(r"Unable to find image '[^']+' locally", 0.5)]),
]


def binaries():
    roots = [os.environ.get("DOCKER_ROOT", ""), "/"]
    for root in roots:
        paths = [os.path.join(root, b) for b in BINARIES]
        if root and all(os.path.exists(p) for p in paths):
            return paths
    sys.exit("docker and dockerd not found: install or extract docker.io, set DOCKER_ROOT")


def entries():
    data = b"".join(open(p, "rb").read() for p in binaries())
    absent = [code for code, _, needle, *_ in ERRORS if needle and needle.encode() not in data]
    if absent:
        sys.exit("texts not found in the docker.io binaries: " + ", ".join(absent))
    for code, slug, needle, title, message, patterns in ERRORS:
        yield [code], slug, common.draft(code, title, message, patterns)


if __name__ == "__main__":
    sys.exit(common.run("docker", "the docker and dockerd binaries of docker.io (Debian)", entries()))

#!/usr/bin/env bash
# Usage: pod-snapshot.sh NAMESPACE SELECTOR
# Prints pods, recent warning events and the last 50 log lines (current and previous
# container) of every pod matching SELECTOR. Read-only.
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: pod-snapshot.sh NAMESPACE SELECTOR" >&2
  exit 2
fi
ns="$1"
selector="$2"

echo "== pods"
kubectl get pods -n "$ns" -l "$selector" -o wide

echo "== warning events"
kubectl get events -n "$ns" --field-selector type=Warning --sort-by=.lastTimestamp | tail -n 20

for pod in $(kubectl get pods -n "$ns" -l "$selector" -o name); do
  echo "== logs $pod"
  kubectl logs "$pod" -n "$ns" --all-containers --tail 50 || true
  echo "== previous logs $pod"
  kubectl logs "$pod" -n "$ns" --all-containers --tail 50 --previous 2>/dev/null || echo "(no previous container)"
done
